import type { PaymentProblem } from '@app/contracts';
import { formatChf } from '@app/i18n';
import { Button, Notice } from '@app/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';

export interface PaymentProblemBannerProps {
  problem: PaymentProblem;
  /** A payment is under way: "Pay now" waits for it. */
  busy: boolean;
  onPayNow: () => void;
}

/**
 * docs/subscriptions-and-money.md#payment-problem: a renewal that failed or waits for 3-D Secure,
 * at the top of the account page (the e-mail about it links here, `#billing`): the amount due and "Pay now".
 */
export function PaymentProblemBanner({ problem, busy, onPayNow }: PaymentProblemBannerProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const amount = formatChf(problem.amountDue, language);
  const failed = problem.reason === 'failed';
  return (
    <Notice
      id="billing"
      tone={failed ? 'error' : 'warning'}
      // Part of the page from the start: the page's heading comes first for a screen reader.
      announce="none"
      title={
        failed
          ? intl.formatMessage({ id: 'billing.problem.title.failed' })
          : intl.formatMessage({ id: 'billing.problem.title.actionRequired' })
      }
      action={
        <Button size="small" disabled={busy} onClick={onPayNow}>
          {intl.formatMessage({ id: 'billing.problem.payNow' })}
        </Button>
      }
    >
      {failed
        ? intl.formatMessage({ id: 'billing.problem.failed' }, { amount })
        : intl.formatMessage({ id: 'billing.problem.actionRequired' }, { amount })}
    </Notice>
  );
}
