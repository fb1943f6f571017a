import type { OrderAwaiting } from '@app/contracts';
import { formatChf } from '@app/i18n';
import { Button, Notice } from '@app/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';

export interface OrderAwaitingBannerProps {
  order: OrderAwaiting;
  /** A payment is under way: "Pay now" waits for it. */
  busy: boolean;
  onPayNow: () => void;
}

/**
 * docs/subscriptions-and-money.md#credit-limit: a first order on invoice above the credit limit,
 * placed and not yet served. The page says its plan starts when the invoice is paid or approved,
 * what was ordered and for how much, and offers to pay it by card now.
 */
export function OrderAwaitingBanner({ order, busy, onPayNow }: OrderAwaitingBannerProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const plan =
    order.accountType === 'enterprise'
      ? intl.formatMessage({ id: 'billing.overview.plan.enterprise' }, { count: order.numberOfLicenses })
      : intl.formatMessage({ id: 'billing.overview.plan.premium' });
  return (
    <Notice
      id="billing"
      tone="info"
      // Part of the page from the start: the page's heading comes first for a screen reader.
      announce="none"
      title={intl.formatMessage({ id: 'account.awaiting.title' })}
      action={
        <Button size="small" disabled={busy} onClick={onPayNow}>
          {intl.formatMessage({ id: 'account.awaiting.payNow' })}
        </Button>
      }
    >
      {intl.formatMessage(
        { id: 'account.awaiting.message' },
        { plan, frequency: order.frequency, amount: formatChf(order.amountDue, language) },
      )}
    </Notice>
  );
}
