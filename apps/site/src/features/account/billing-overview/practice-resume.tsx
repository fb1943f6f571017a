import type { SubscriptionInfo } from '@app/contracts';
import { formatLongDate } from '@app/i18n';
import type { Feedback } from '@app/machines';
import { Button, ConfirmDialog } from '@app/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import type { ResumeControls } from '../subscription-details/subscription-details.js';

/** The resume chart's own words, said as the practice's (docs/licences.md#practice-view). */
const PRACTICE_WORDS: Readonly<Record<string, string>> = {
  'billing.resume.success': 'account.practice.resume.success',
  'billing.resume.error': 'account.practice.resume.error',
};

/** What resuming said, in the practice's words when it is one of the chart's own messages. */
export function practiceResumeFeedback(feedback: Feedback): Feedback {
  if (feedback.kind !== 'message') return feedback;
  const id = PRACTICE_WORDS[feedback.id];
  return id ? { ...feedback, id } : feedback;
}

export interface PracticeResumeProps {
  /** The practice's cancelled subscription, still running until `cancellationDate`. */
  info: SubscriptionInfo & { cancellationDate: string };
  controls: ResumeControls;
  busy: boolean;
}

/**
 * docs/licences.md#practice-view: a member whose roles give her `plan` resumes the practice's
 * cancelled subscription (docs/subscriptions-and-money.md#resume), asked first, beside its card.
 */
export function PracticeResume({ info, controls, busy }: PracticeResumeProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <ConfirmDialog
      open={controls.confirming}
      onOpenChange={(open) => (open ? controls.onAsk() : controls.onDismiss())}
      trigger={
        <Button loading={controls.resuming} disabled={busy || controls.resuming}>
          {intl.formatMessage({ id: 'account.practice.resume.button' })}
        </Button>
      }
      title={intl.formatMessage({ id: 'account.practice.resume.title' })}
      description={intl.formatMessage(
        { id: 'account.practice.resume.confirm' },
        {
          last4: info.paymentMethod?.last4 ?? '····',
          date: formatLongDate(info.cancellationDate, language),
        },
      )}
      confirmLabel={intl.formatMessage({ id: 'billing.resume.confirmButton' })}
      cancelLabel={intl.formatMessage({ id: 'billing.resume.keep' })}
      onConfirm={controls.onConfirm}
    />
  );
}
