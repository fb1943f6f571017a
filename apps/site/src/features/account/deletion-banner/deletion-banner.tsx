import { formatLongDate } from '@app/i18n';
import { Button, Notice } from '@app/ui';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import type { AccountSettingsActor } from '../account-settings/use-account-settings.js';

/**
 * docs/accounts.md#account-deletion: an owner who asked for her account's deletion and signed in
 * again within the 30 days is told when it will happen, and can keep the account. Once kept, the
 * banner's place says so ("Your account is kept.", focused, as the button that had the focus is
 * gone; docs/accounts.md#account-deletion).
 */
export function DeletionBanner({ actor }: { actor: AccountSettingsActor }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const scheduledAt = useSelector(
    actor,
    (snapshot) => snapshot.context.settings?.deletionScheduledAt ?? null,
  );
  const keeping = useSelector(actor, (snapshot) => snapshot.matches('keeping'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const kept = useSelector(actor, (snapshot) =>
    snapshot.context.section === 'deletion' && snapshot.context.feedback?.tone === 'success'
      ? snapshot.context.feedback
      : null,
  );
  if (!scheduledAt) return <FeedbackNotice feedback={kept} focusWhen="shown" />;
  return (
    <Notice
      tone="warning"
      action={
        <Button
          type="button"
          loading={keeping}
          disabled={busy}
          onClick={() => actor.send({ type: 'SETTINGS.KEEP' })}
        >
          {intl.formatMessage({ id: 'account.deletion.keep' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'account.deletion.banner' }, { date: formatLongDate(scheduledAt, language) })}
    </Notice>
  );
}
