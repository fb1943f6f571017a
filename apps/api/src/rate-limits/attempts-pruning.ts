import type { Database } from '../db/database.js';
import { type PruningLog, startPruningPass } from '../periodic-pass.js';
import { pruneAttemptsBefore } from './attempts-repository.js';
import * as limits from './limits.js';

/**
 * How long an attempt is kept: the longest window any count reads. An older attempt counts for
 * nothing, so keeping it would only grow the table with every sign-in, forever. Read from every
 * limit of limits.ts, so that a longer window added there keeps its attempts too.
 */
export const ATTEMPTS_KEPT_MINUTES = Math.max(
  limits.FAILURES_REPORTED_HOURS * 60,
  ...Object.values(limits).flatMap((value) =>
    typeof value === 'object' && value !== null && 'windowMinutes' in value ? [value.windowMinutes] : [],
  ),
);

/** Hourly: nothing depends on an old attempt leaving on time. */
export const ATTEMPTS_PRUNING_INTERVAL_MS = 60 * 60 * 1000;

/** The periodic pass of each API process that deletes attempts no count reads any more. */
export function startAttemptsPruning({
  db,
  log,
  intervalMs = ATTEMPTS_PRUNING_INTERVAL_MS,
}: {
  db: Database;
  log: PruningLog;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  return startPruningPass({
    intervalMs,
    log,
    failure: 'attempts pruning pass failed',
    prune: () => pruneAttemptsBefore(db, ATTEMPTS_KEPT_MINUTES),
    removed: 'old sign-in and mail attempts deleted',
  });
}
