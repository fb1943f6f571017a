import { Button, Inline, Spinner, Stack, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../feedback-notice/feedback-notice.js';
import { AuditFiltersForm } from './audit-filters.js';
import { AuditLogTable } from './audit-log-table.js';
import type { AuditLog } from './use-audit-log.js';

/**
 * A log with its filters, its exports of the filtered range, its pages back in time, and its
 * loading, empty and failed states (docs/audit-log.md#who-reads, #export). The same for her own
 * entries, her practice's and the admin's; `withPerson` where there is more than one person.
 */
export function AuditLogView({
  log,
  caption,
  withPerson,
}: {
  log: AuditLog;
  caption: string;
  withPerson: boolean;
}) {
  const intl = useIntl();
  const { loaded } = log;
  return (
    <Stack gap="large">
      <AuditFiltersForm
        filters={log.filters}
        onApply={log.setFilters}
        withPerson={withPerson}
        busy={loaded.status === 'loading'}
      />
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
