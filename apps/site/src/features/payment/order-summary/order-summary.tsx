import type { Language } from '@app/contracts';
import { formatChf } from '@app/i18n';
import type { Quote } from '@app/pricing';
import { VAT_RATE_PERCENT } from '@app/pricing';
import { Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import * as amounts from '../../amount-list/amount-list.css.js';
import * as styles from './order-summary.css.js';

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
  const rate = intl.formatNumber(VAT_RATE_PERCENT / 100, { style: 'percent', minimumFractionDigits: 1 });
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
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.id} className={amounts.row}>
            <dt className={amounts.term}>{row.term}</dt>
            <dd className={amounts.value}>{row.value}</dd>
          </div>
        ))}
        <div className={amounts.totalRow}>
          <dt className={amounts.totalTerm}>{intl.formatMessage({ id: 'payment.summary.dueToday' })}</dt>
          <dd className={amounts.totalValue}>{formatChf(quote.totalCents, language)}</dd>
        </div>
      </dl>
      <Text size="small" tone="muted">
        {intl.formatMessage({ id: 'payment.summary.vatIncluded' }, { rate })}
      </Text>
    </Stack>
  );
}
