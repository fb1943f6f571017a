import { Button, Notice, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { AuditLogView } from '../../../components/audit-log/audit-log-view.js';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useAuditVerify, type VerifyState } from './use-audit-verify.js';

/**
 * Admin > Audit log (docs/audit-log.md#who-reads): every entry, with the filters and exports of
 * the practice's log, and "Verify the chain" (docs/audit-log.md#chain), which says whether every
 * entry follows the one before or names the first that does not.
 */
export function AuditPanel() {
  const intl = useIntl();
  const { state, verify } = useAuditVerify();
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Text>{intl.formatMessage({ id: 'admin.audit.verify.intro' })}</Text>
        <div>
          <Button type="button" loading={state.status === 'checking'} onClick={verify}>
            {intl.formatMessage({ id: 'admin.audit.verify.button' })}
          </Button>
        </div>
        <VerifyOutcome state={state} />
      </Stack>
      <AuditLogView scope="admin" caption={intl.formatMessage({ id: 'admin.audit.caption' })} />
    </Stack>
  );
}

/** What Verify found, announced as it arrives. */
function VerifyOutcome({ state }: { state: VerifyState }) {
  const intl = useIntl();
  if (state.status === 'failed') return <FeedbackNotice feedback={state.feedback} />;
  if (state.status !== 'done') return null;
  const { intact, entriesChecked, firstBrokenId } = state.result;
  return intact ? (
    <Notice tone="success">
      {intl.formatMessage({ id: 'admin.audit.verify.intact' }, { count: entriesChecked })}
    </Notice>
  ) : (
    <Notice tone="error">
      {intl.formatMessage(
        { id: 'admin.audit.verify.broken' },
        { id: firstBrokenId ?? 0, count: entriesChecked },
      )}
    </Notice>
  );
}
