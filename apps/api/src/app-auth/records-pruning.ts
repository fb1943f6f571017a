import type { Database } from '../db/database.js';
import { startPeriodicPass } from '../periodic-pass.js';
import { deleteDevicesWithoutGrant, deleteExpiredRecords } from './app-auth-repository.js';

/** Hourly: an expired record is refused when read anyway; this only keeps the table small. */
export const APP_AUTH_PRUNING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * docs/desktop-app.md#state: deletes the authorization server's records past their end, then the
 * devices whose sign-in (grant) has ended with them, so the session list shows none that cannot call.
 */
export async function pruneAppAuthRecords(db: Database): Promise<number> {
  const records = await deleteExpiredRecords(db);
  return records + (await deleteDevicesWithoutGrant(db));
}

/** The periodic pass of each API process that runs pruneAppAuthRecords. */
export function startAppAuthPruning({
  db,
  log,
  intervalMs = APP_AUTH_PRUNING_INTERVAL_MS,
}: {
  db: Database;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  intervalMs?: number;
}): { stop(): Promise<void> } {
  return startPeriodicPass({
    intervalMs,
    log,
    failure: 'app authorization records pruning pass failed',
    async pass() {
      const pruned = await pruneAppAuthRecords(db);
      if (pruned > 0) log.info({ pruned }, 'expired app authorization records deleted');
    },
  });
}
