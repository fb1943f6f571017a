import type { Database } from '../db/database.js';
import { type PruningLog, startPruningPass } from '../periodic-pass.js';
import { deleteExpiredFlowsAndTickets } from './sso-repository.js';

/** Hourly: an expired flow or ticket is refused anyway; only the table's size depends on it. */
export const SSO_FLOWS_PRUNING_INTERVAL_MS = 60 * 60 * 1000;

/** Flows and tickets past their time (docs/sso.md#sign-in) deleted: how many went. */
export const pruneSsoFlows = (db: Database): Promise<number> => deleteExpiredFlowsAndTickets(db);

/** The periodic pass of each API process that deletes the sign-ins through a provider left unfinished. */
export function startSsoFlowsPruning({
  db,
  log,
  intervalMs = SSO_FLOWS_PRUNING_INTERVAL_MS,
}: {
  db: Database;
  log: PruningLog;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  return startPruningPass({
    intervalMs,
    log,
    failure: 'single sign-on flows pruning pass failed',
    prune: () => pruneSsoFlows(db),
    removed: 'expired single sign-on flows and tickets deleted',
  });
}
