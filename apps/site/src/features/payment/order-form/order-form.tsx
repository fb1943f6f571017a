import type { Language, PaymentMethod, PreviewChangeResponse } from '@app/contracts';
import type { CurrentSubscription, Feedback } from '@app/machines';
import {
  type Frequency,
  MAXIMUM_USERS,
  MINIMUM_USERS,
  type PaidPlan,
  PRICED_PER_USER,
  type Quote,
} from '@app/pricing';
import { Button, Card, Heading, NumberField, SegmentedControl, Stack } from '@app/ui';
import { type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { ChangeSummary } from './change-summary.js';
import { PaymentMethodChoice } from './payment-method-choice.js';

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
          <PaymentMethodChoice
            value={props.paymentMethod}
            onValueChange={props.onPaymentMethod}
            invoicePaymentEnabled={props.invoicePaymentEnabled}
            disabled={!props.editable}
          />
        )}
        {current ? (
          <ChangeSummary
            current={current}
            plan={plan}
            frequency={props.frequency}
            userCount={props.userCount}
            preview={preview}
            previewing={props.previewing}
            language={props.language}
          />
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
