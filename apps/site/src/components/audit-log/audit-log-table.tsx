import type { AuditEntry } from '@app/contracts';
import { formatLongDate, MISSING_VALUE } from '@app/i18n';
import { Table, type TableColumn, Text } from '@app/ui';
import { useIntl } from 'react-intl';
import { useLanguage } from '../language-provider/language-provider.js';
import { AUDIT_KIND_LABELS } from './audit-kind-labels.js';
import * as styles from './audit-log.css.js';
import { actorName, browserName, summariseChange } from './audit-summary.js';

/**
 * The entries (docs/audit-log.md#entry), newest first: when (Zurich time), who, what, the change in
 * words, whom or what it changed, and from where.
 */
export function AuditLogTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'when',
      header: intl.formatMessage({ id: 'account.activity.column.when' }),
      rowHeader: true,
      cell: (entry) =>
        intl.formatMessage(
          { id: 'account.activity.at' },
          { date: formatLongDate(entry.at, language), time: intl.formatTime(entry.at) },
        ),
    },
    {
      id: 'who',
      header: intl.formatMessage({ id: 'account.activity.column.who' }),
      cell: (entry) => actorName(entry, intl),
    },
    {
      id: 'what',
      header: intl.formatMessage({ id: 'account.activity.column.what' }),
      cell: (entry) => intl.formatMessage({ id: AUDIT_KIND_LABELS[entry.kind] }),
    },
    {
      id: 'change',
      header: intl.formatMessage({ id: 'account.activity.column.change' }),
      cell: (entry) => (
        <span className={styles.detail}>{summariseChange(entry, intl, language) ?? MISSING_VALUE}</span>
      ),
    },
    {
      id: 'target',
      header: intl.formatMessage({ id: 'account.activity.column.target' }),
      cell: (entry) => entry.target ?? MISSING_VALUE,
    },
    {
      id: 'where',
      header: intl.formatMessage({ id: 'account.activity.column.where' }),
      cell: (entry) => (
        <>
          {entry.address ?? MISSING_VALUE}
          {entry.browser ? (
            <Text as="span" size="small" tone="muted" className={styles.detail}>
              {browserName(entry.browser)}
            </Text>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      emptyState={intl.formatMessage({ id: 'account.activity.empty' })}
      stackBelow="desktop"
    />
  );
}
