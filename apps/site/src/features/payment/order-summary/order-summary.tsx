import type { Language, PaymentMethod } from '@app/contracts';
import { formatChf, formatVatRate } from '@app/i18n';
import { INVOICE_PAYMENT_DAYS, type Quote } from '@app/pricing';
import { AmountList, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';

export interface OrderSummaryProps {
  quote: Quote;
  language: Language;
  /** The next billing date, already written as a long date in the language. */
  nextBilling: string;
  /** On invoice, the total is payable within the invoice's term, not due today. */
  paymentMethod?: PaymentMethod;
}

/**
 * docs/subscriptions-and-money.md#payment-page: users, subtotal, VAT, the amount due today (on invoice:
 * payable within the invoice's term), the date of the
 * next billing and the note that VAT is included. Every figure is the quote's (packages/pricing), so what is
 * shown is what the API charges.
 */
export function OrderSummary({ quote, language, nextBilling, paymentMethod = 'card' }: OrderSummaryProps) {
  const intl = useIntl();
  const rate = formatVatRate(quote.vatRatePercent, language);
  const rows = [
    {
      id: 'users',
      term: intl.formatMessage({ id: 'payment.summary.users' }),
      value: intl.formatNumber(quote.userCount),
    },
    {
      id: 'subtotal',
      term: intl.formatMessage({ id: 'payment.summary.subtotal' }),
      value: formatChf(quote.subtotalCents, language),
    },
    {
      id: 'vat',
      term: intl.formatMessage({ id: 'payment.summary.vat' }, { rate }),
      value: formatChf(quote.vatCents, language),
    },
    {
      id: 'nextBilling',
      term: intl.formatMessage({ id: 'payment.summary.nextBilling' }),
      value: nextBilling,
    },
  ];
  return (
    <Stack gap="small">
      <AmountList
        ruled
        lines={rows}
        total={{
          term:
            paymentMethod === 'invoice'
              ? intl.formatMessage({ id: 'payment.summary.dueOnInvoice' }, { days: INVOICE_PAYMENT_DAYS })
              : intl.formatMessage({ id: 'payment.summary.dueToday' }),
          value: formatChf(quote.totalCents, language),
        }}
      />
      <Text size="small" tone="muted">
        {intl.formatMessage({ id: 'payment.summary.vatIncluded' }, { rate })}
      </Text>
    </Stack>
  );
}
