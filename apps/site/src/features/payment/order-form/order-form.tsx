import type { Language, PaymentMethod, PreviewChangeResponse } from '@app/contracts';
import { formatVatRate } from '@app/i18n';
import type { CurrentSubscription, Feedback } from '@app/machines';
import {
  type Frequency,
  INVOICE_PAYMENT_DAYS,
  MAXIMUM_USERS,
  MINIMUM_USERS,
  type PaidPlan,
  PRICED_PER_USER,
  type Quote,
  vatRateOn,
} from '@app/pricing';
import { AmountList, Button, Card, Heading, NumberField, SegmentedControl, Stack } from '@app/ui';
import { type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import { ChangeFigures } from '../../../components/change-figures/change-figures.js';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { OrderSummary } from '../order-summary/order-summary.js';

/**
 * Only an order on invoice meets `unpaid_invoice` (docs/subscriptions-and-money.md#invoice-orders),
 * so its words travel in the account part of the catalog with this page's, not in the public part
 * every visitor's first page downloads (apps/site/test/bundle/budgets.ts).
 */
function inPaymentWords(feedback: Feedback | null): Feedback | null {
  if (feedback?.kind !== 'apiError' || feedback.code !== 'unpaid_invoice') return feedback;
  return { kind: 'message', id: 'payment.error.unpaidInvoice', tone: 'error' };
}

export interface OrderFormProps {
  plan: PaidPlan;
  language: Language;
  frequency: Frequency;
  userCount: number;
  paymentMethod: PaymentMethod;
  invoicePaymentEnabled: boolean;
  quote: Quote;
  /** The next billing date of a first purchase, already written as a long date. */
  nextBilling: string;
  /** A subscriber's plan now: the order is then shown as a change, with Stripe's figures. */
  current: CurrentSubscription | null;
  preview: PreviewChangeResponse | null;
  previewing: boolean;
  feedback: Feedback | null;
  /** The order can be edited and continued (not while a dialog or a call is under way). */
  editable: boolean;
  /** Nothing is left to do here (a change scheduled). */
  finished: boolean;
  onFrequency: (frequency: Frequency) => void;
  onUserCount: (value: unknown) => void;
  onPaymentMethod: (method: PaymentMethod) => void;
  onContinue: () => void;
  /** Continue's button: the dialogs it opens give the focus back to it. */
  continueRef?: Ref<HTMLButtonElement>;
}

/**
 * The order (docs/subscriptions-and-money.md#payment-page): users (Enterprise), frequency, payment method,
 * then what it costs: the catalogue's quote for a first purchase, or, for a subscriber, the plan she has, the
 * one she chose, and Stripe's figures for the change; and Continue (or, for a change at the period's end,
 * Schedule the change).
 */
export function OrderForm(props: OrderFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const { plan, current, preview } = props;
  const rate = formatVatRate(preview?.vatRatePercent ?? vatRateOn(new Date()), props.language);
  const planValue = (choice: { plan: PaidPlan; frequency: Frequency; userCount: number }) =>
    intl.formatMessage(
      { id: 'payment.change.planValue' },
      {
        plan:
          choice.plan === 'enterprise'
            ? intl.formatMessage({ id: 'payment.plan.enterprise' })
            : intl.formatMessage({ id: 'payment.plan.premium' }),
        frequency: choice.frequency,
        users: choice.userCount,
      },
    );
  const scheduling = preview?.effective === 'period_end';
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="large">
        <Heading level={2} size="3" id={headingId}>
          {current
            ? intl.formatMessage({ id: 'payment.change.heading' })
            : intl.formatMessage({ id: 'payment.order.heading' })}
        </Heading>
        {PRICED_PER_USER[plan] ? (
          <NumberField
            name="userCount"
            label={intl.formatMessage({ id: 'payment.userCount.label' })}
            hint={intl.formatMessage({ id: 'payment.userCount.hint' }, { minimum: MINIMUM_USERS[plan] })}
            value={props.userCount}
            min={MINIMUM_USERS[plan]}
            max={MAXIMUM_USERS}
            onValueChange={props.onUserCount}
            // The order summary follows the count as it is typed (docs/licences.md#one-tap); a
            // change's preview waits for a pause.
            commitWhileTyping
            decrementLabel={intl.formatMessage({ id: 'payment.userCount.decrement' })}
            incrementLabel={intl.formatMessage({ id: 'payment.userCount.increment' })}
            disabled={!props.editable}
          />
        ) : null}
        <SegmentedControl<Frequency>
          name="frequency"
          label={intl.formatMessage({ id: 'payment.frequency.label' })}
          value={props.frequency}
          onValueChange={props.onFrequency}
          disabled={!props.editable}
          options={[
            {
              value: 'annual',
              label: intl.formatMessage({ id: 'payment.frequency.annual' }),
              badge: intl.formatMessage({ id: 'payment.frequency.annualOffer' }),
            },
            { value: 'monthly', label: intl.formatMessage({ id: 'payment.frequency.monthly' }) },
          ]}
        />
        {/* docs/subscriptions-and-money.md#payment-method fixes the method to card; invoices are offered when /config turns them on. */}
        {current ? null : (
          <SegmentedControl<PaymentMethod>
            name="paymentMethod"
            label={intl.formatMessage({ id: 'payment.method.label' })}
            value={props.paymentMethod}
            onValueChange={props.onPaymentMethod}
            disabled={!props.editable}
            options={[
              { value: 'card', label: intl.formatMessage({ id: 'payment.method.card' }) },
              props.invoicePaymentEnabled
                ? { value: 'invoice', label: intl.formatMessage({ id: 'payment.method.invoice' }) }
                : {
                    value: 'invoice',
                    label: intl.formatMessage({ id: 'payment.method.invoice' }),
                    description: intl.formatMessage({ id: 'payment.method.invoiceUnavailable' }),
                    disabled: true,
                  },
            ]}
          />
        )}
        {current ? (
          <Stack gap="small">
            <AmountList
              lines={[
                { term: intl.formatMessage({ id: 'payment.change.current' }), value: planValue(current) },
                {
                  term: intl.formatMessage({ id: 'payment.change.new' }),
                  value: planValue({ plan, frequency: props.frequency, userCount: props.userCount }),
                },
              ]}
            />
            <ChangeFigures
              preview={preview}
              loading={props.previewing}
              language={props.language}
              words={{
                // docs/subscriptions-and-money.md#invoice-orders: a subscription paid on invoice is sent
                // the change's invoice, payable within its term.
                dueToday:
                  current.paidBy === 'invoice'
                    ? intl.formatMessage(
                        { id: 'payment.change.dueOnInvoice' },
                        { days: INVOICE_PAYMENT_DAYS },
                      )
                    : intl.formatMessage({ id: 'payment.change.dueToday' }),
                vat: intl.formatMessage({ id: 'payment.change.vat' }, { rate }),
                nextCharge: intl.formatMessage({ id: 'payment.change.nextCharge' }),
                nextChargeValue: (amount, date) =>
                  intl.formatMessage({ id: 'payment.change.nextChargeValue' }, { amount, date }),
                effect: (effective, date) =>
                  effective === 'now'
                    ? intl.formatMessage({ id: 'payment.change.effectiveNow' })
                    : intl.formatMessage({ id: 'payment.change.effectiveAtPeriodEnd' }, { date }),
                loading: intl.formatMessage({ id: 'payment.change.loading' }),
              }}
            />
          </Stack>
        ) : (
          <OrderSummary
            quote={props.quote}
            language={props.language}
            nextBilling={props.nextBilling}
            paymentMethod={props.paymentMethod}
          />
        )}
        <FeedbackNotice feedback={inPaymentWords(props.feedback)} focusWhen="shown" />
        {props.finished ? null : (
          // A change is only paid as its figures say: Continue waits for them.
          <Button
            ref={props.continueRef}
            size="large"
            fullWidth
            onClick={props.onContinue}
            disabled={!props.editable || props.previewing}
          >
            {scheduling
              ? intl.formatMessage({ id: 'payment.change.schedule' })
              : intl.formatMessage({ id: 'payment.continue' })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
