import type { Language } from '@app/contracts';
import { formatChf, formatVatRate } from '@app/i18n';
import type { Quote } from '@app/pricing';
import { AmountList, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';

export interface OrderSummaryProps {
  quote: Quote;
  language: Language;
  /** The next billing date, already written as a long date in the language. */
  nextBilling: string;
}

/**
 * docs/subscriptions-and-money.md#payment-page: users, subtotal, VAT, the amount due today, the date of the
 * next billing and the note that VAT is included. Every figure is the quote's (packages/pricing), so what is
 * shown is what the API charges.
 */
export function OrderSummary({ quote, language, nextBilling }: OrderSummaryProps) {
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
          term: intl.formatMessage({ id: 'payment.summary.dueToday' }),
          value: formatChf(quote.totalCents, language),
        }}
      />
      <Text size="small" tone="muted">
        {intl.formatMessage({ id: 'payment.summary.vatIncluded' }, { rate })}
      </Text>
    </Stack>
  );
}
