import type { Database } from '../db/database.js';
import { type PruningLog, startPruningPass } from '../periodic-pass.js';
import { deleteExpiredChallenges } from './passkeys-repository.js';

/** Hourly: an expired challenge is refused whether or not its row is still there. */
export const CHALLENGES_PRUNING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The periodic pass of each API process that deletes the ceremonies' challenges nobody answered
 * (docs/passkeys.md#sign-in): every visit of the sign-in page asks for one.
 */
export function startChallengesPruning({
  db,
  log,
  intervalMs = CHALLENGES_PRUNING_INTERVAL_MS,
}: {
  db: Database;
  log: PruningLog;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  return startPruningPass({
    intervalMs,
    log,
    failure: 'passkey challenges pruning pass failed',
    prune: () => deleteExpiredChallenges(db),
    removed: 'expired passkey challenges deleted',
  });
}
