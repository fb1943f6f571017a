import type { AuditEntry, AuditExportQuery, AuditLogResponse } from '@app/contracts';
import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useCallback, useState } from 'react';
import { useLoad } from '../../hooks/use-load.js';
import { saveFile } from '../../lib/save-file.js';
import { useSession } from '../session-provider/session-provider.js';
import { AUDIT_CALLS, type AuditScope } from './audit-query.js';

export type ExportFormat = 'csv' | 'json';

/**
 * One filtered log's wiring (docs/audit-log.md#who-reads): its newest page, the older ones loaded
 * after it, and the exports of the whole filtered range (docs/audit-log.md#export), saved as the
 * data download and the invoice PDF are. Other filters are another log: its screen mounts afresh.
 */
export function useAuditLog(scope: AuditScope, query: AuditExportQuery) {
  const { call } = useSession();
  const calls = AUDIT_CALLS[scope];
  const page = useCallback(
    (before?: number) =>
      call(
        calls.list,
        before === undefined ? query : { ...query, before: String(before) },
      ) as Promise<AuditLogResponse>,
    [call, calls, query],
  );
  const load = useCallback(() => page(), [page]);
  const { loaded, retry } = useLoad(load, `[activity] ${calls.list}`);
  const [older, setOlder] = useState<AuditLogResponse | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<Feedback | null>(null);

  const first = loaded.status === 'ready' ? loaded.data : null;
  const entries: AuditEntry[] = first ? [...first.entries, ...(older?.entries ?? [])] : [];
  const nextBefore = older ? older.nextBefore : (first?.nextBefore ?? null);

  const fail = (error: unknown) => setFailure(failureFeedback(failureOf(error), 'errors.network'));
  const loadOlder = () => {
    if (nextBefore === null) return;
    setLoadingOlder(true);
    setFailure(null);
    page(nextBefore)
      .then((next) =>
        setOlder((shown) => ({
          entries: [...(shown?.entries ?? []), ...next.entries],
          nextBefore: next.nextBefore,
        })),
      )
      .catch(fail)
      .finally(() => setLoadingOlder(false));
  };
  const download = (format: ExportFormat) => {
    setExporting(format);
    setFailure(null);
    call(calls[format], query)
      .then(saveFile)
      .catch(fail)
      .finally(() => setExporting(null));
  };
  return { loaded, retry, entries, nextBefore, loadOlder, loadingOlder, download, exporting, failure };
}
