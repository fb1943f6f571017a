import type { AuditExportQuery } from '@app/contracts';
import { Button, Inline, Spinner, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../feedback-notice/feedback-notice.js';
import { AuditLogTable } from './audit-log-table.js';
import type { AuditScope } from './audit-query.js';
import { useAuditLog } from './use-audit-log.js';

/**
 * One filtered log (docs/audit-log.md#who-reads, #export): the downloads of its whole range, its
 * loading, failed and empty states, its rows, and "Load older entries" while there are more.
 */
export function AuditLogResults({
  scope,
  query,
  caption,
}: {
  scope: AuditScope;
  query: AuditExportQuery;
  caption: string;
}) {
  const intl = useIntl();
  const log = useAuditLog(scope, query);
  const { loaded } = log;
  return (
    <Stack gap="large">
      <Stack gap="small">
        <Inline gap="small">
          {(['csv', 'json'] as const).map((format) => (
            <Button
              key={format}
              type="button"
              variant="secondary"
              size="small"
              loading={log.exporting === format}
              disabled={log.exporting !== null}
              onClick={() => log.download(format)}
            >
              {intl.formatMessage({ id: `account.activity.export.${format}` })}
            </Button>
          ))}
        </Inline>
        <Text size="small" tone="muted">
          {intl.formatMessage({ id: 'account.activity.export.hint' })}
        </Text>
      </Stack>
      <FeedbackNotice feedback={log.failure} />
      {loaded.status === 'loading' ? (
        <Spinner label={intl.formatMessage({ id: 'account.activity.loading' })} showLabel />
      ) : loaded.status === 'failed' ? (
        <FeedbackNotice
          feedback={loaded.feedback}
          title={intl.formatMessage({ id: 'account.activity.error.load' })}
          action={
            <Button variant="secondary" size="small" onClick={log.retry}>
              {intl.formatMessage({ id: 'account.activity.retry' })}
            </Button>
          }
        />
      ) : (
        <Stack gap="medium">
          <AuditLogTable entries={log.entries} caption={caption} />
          {log.nextBefore === null ? null : (
            <div>
              <Button type="button" variant="secondary" loading={log.loadingOlder} onClick={log.loadOlder}>
                {intl.formatMessage({ id: 'account.activity.loadOlder' })}
              </Button>
            </div>
          )}
        </Stack>
      )}
    </Stack>
  );
}
