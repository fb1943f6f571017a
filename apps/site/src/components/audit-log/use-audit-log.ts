import type { AuditEntry, AuditLogResponse } from '@app/contracts';
import { type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLoad } from '../../hooks/use-load.js';
import { saveFile } from '../../lib/save-file.js';
import { useSession } from '../session-provider/session-provider.js';
import { AUDIT_CALLS, type AuditFilters, type AuditScope, auditQuery, NO_FILTERS } from './audit-query.js';

export type ExportFormat = 'csv' | 'json';

/**
 * A log screen's wiring (docs/audit-log.md#who-reads): the filters applied, the newest page and
 * the older ones loaded after it, and the exports of the filtered range (docs/audit-log.md#export),
 * saved as the data download and the invoice PDF are.
 */
export function useAuditLog(scope: AuditScope) {
  const { call } = useSession();
  const calls = AUDIT_CALLS[scope];
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  // Her own log has no one else to pick: a person chosen in the practice's is not sent.
  const query = useMemo(
    () => auditQuery(scope === 'own' ? { ...filters, person: '' } : filters),
    [scope, filters],
  );
  const load = useCallback(() => call(calls.list, query) as Promise<AuditLogResponse>, [call, calls, query]);
  const { loaded, retry } = useLoad(load, `[activity] ${calls.list}`);
  const [older, setOlder] = useState<AuditLogResponse | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<Feedback | null>(null);
  // A new first page (other filters, another scope) starts the list again.
  useEffect(() => {
    void loaded;
    setOlder(null);
  }, [loaded]);

  const first = loaded.status === 'ready' ? loaded.data : null;
  const entries: AuditEntry[] = first ? [...first.entries, ...(older?.entries ?? [])] : [];
  const nextBefore = older ? older.nextBefore : (first?.nextBefore ?? null);

  const fail = (error: unknown) => setFailure(failureFeedback(failureOf(error), 'errors.network'));
  const loadOlder = () => {
    if (nextBefore === null) return;
    setLoadingOlder(true);
    setFailure(null);
    (call(calls.list, { ...query, before: String(nextBefore) }) as Promise<AuditLogResponse>)
      .then((page) =>
        setOlder((shown) => ({
          entries: [...(shown?.entries ?? []), ...page.entries],
          nextBefore: page.nextBefore,
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
  return {
    filters,
    setFilters,
    loaded,
    retry,
    entries,
    nextBefore,
    loadOlder,
    loadingOlder,
    download,
    exporting,
    failure,
  };
}

export type AuditLog = ReturnType<typeof useAuditLog>;
