import type { Database } from '../db/database.js';
import { type PruningLog, startPruningPass } from '../periodic-pass.js';
import { deleteDevicesWithoutGrant, deleteExpiredRecords } from './app-auth-repository.js';
import { deleteEndedDevices } from './devices-repository.js';

/** Hourly: an expired record is refused when read anyway; this only keeps the table small. */
export const APP_AUTH_PRUNING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * docs/desktop-app.md#state: deletes the authorization server's records past their end, then the
 * devices whose sign-in (grant) has ended with them, and those whose every code and token has ended
 * (docs/desktop-app.md#devices: a refresh token unused 30 days), so the session list shows none that
 * cannot call. Answers how many rows went.
 */
export async function pruneAppAuthRecords(db: Database): Promise<number> {
  const records = await deleteExpiredRecords(db);
  const withoutGrant = await deleteDevicesWithoutGrant(db);
  const withoutTokens = await deleteEndedDevices(db);
  return records + withoutGrant + withoutTokens;
}

/** The periodic pass of each API process that runs pruneAppAuthRecords. */
export function startAppAuthPruning({
  db,
  log,
  intervalMs = APP_AUTH_PRUNING_INTERVAL_MS,
}: {
  db: Database;
  log: PruningLog;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  return startPruningPass({
    intervalMs,
    log,
    failure: 'app authorization records pruning pass failed',
    prune: () => pruneAppAuthRecords(db),
    removed: 'expired app authorization records deleted',
  });
}
