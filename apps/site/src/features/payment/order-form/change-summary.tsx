import type { Language, PreviewChangeResponse } from '@app/contracts';
import { formatVatRate } from '@app/i18n';
import type { CurrentSubscription } from '@app/machines';
import { type Frequency, INVOICE_PAYMENT_DAYS, type PaidPlan, vatRateOn } from '@app/pricing';
import { AmountList, Stack } from '@app/ui';
import { useIntl } from 'react-intl';
import { ChangeFigures } from '../../../components/change-figures/change-figures.js';

export interface ChangeSummaryProps {
  /** The plan she has now. */
  current: CurrentSubscription;
  /** The plan she chose. */
  plan: PaidPlan;
  frequency: Frequency;
  userCount: number;
  preview: PreviewChangeResponse | null;
  previewing: boolean;
  language: Language;
}

/**
 * A subscriber's order (docs/subscriptions-and-money.md#payment-page): the plan she has, the one she
 * chose, and Stripe's figures for the change.
 */
export function ChangeSummary({
  current,
  plan,
  frequency,
  userCount,
  preview,
  previewing,
  language,
}: ChangeSummaryProps) {
  const intl = useIntl();
  const rate = formatVatRate(preview?.vatRatePercent ?? vatRateOn(new Date()), language);
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
  return (
    <Stack gap="small">
      <AmountList
        lines={[
          { term: intl.formatMessage({ id: 'payment.change.current' }), value: planValue(current) },
          {
            term: intl.formatMessage({ id: 'payment.change.new' }),
            value: planValue({ plan, frequency, userCount }),
          },
        ]}
      />
      <ChangeFigures
        preview={preview}
        loading={previewing}
        language={language}
        words={{
          // docs/subscriptions-and-money.md#invoice-orders: a subscription paid on invoice is sent
          // the change's invoice, payable within its term.
          dueToday:
            current.paidBy === 'invoice'
              ? intl.formatMessage({ id: 'payment.change.dueOnInvoice' }, { days: INVOICE_PAYMENT_DAYS })
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
  );
}
