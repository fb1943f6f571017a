import { AUDIT_LOG_KEPT_MONTHS } from '@app/contracts';
import type { Database } from '../db/database.js';
import { type PruningLog, startPruningPass } from '../periodic-pass.js';
import { lockChainHead, pruneEntriesBefore } from './audit-repository.js';

/** docs/audit-log.md#retention: entries are kept 13 months, so a year compares with the one before. */
export const AUDIT_KEPT_MONTHS = AUDIT_LOG_KEPT_MONTHS;

/** Daily: an entry may stay up to a day past its 13 months. */
export const AUDIT_PRUNING_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The oldest time kept at `now`: 13 calendar months before it. */
export function auditCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_KEPT_MONTHS);
  return cutoff;
}

/**
 * docs/audit-log.md#retention: removes the entries older than 13 months and keeps the last removed
 * one's number and hash on the chain's head, where the verification then starts; under the head's
 * lock, so no writer appends meanwhile. Answers how many were removed.
 */
export async function pruneAuditLog(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await lockChainHead(tx);
    return pruneEntriesBefore(tx, auditCutoff(now));
  });
}

/** The daily pass of each API process (docs/decisions/005-job-runner.md); at start too, as a restart may skip a day. */
export function startAuditPruning({
  db,
  log,
  intervalMs = AUDIT_PRUNING_INTERVAL_MS,
}: {
  db: Database;
  log: PruningLog;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  return startPruningPass({
    intervalMs,
    log,
    runAtStart: true,
    failure: 'audit log pruning pass failed',
    prune: () => pruneAuditLog(db),
    removed: 'audit entries older than 13 months removed',
  });
}
