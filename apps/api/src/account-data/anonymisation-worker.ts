import { ACCOUNT_DELETION_GRACE_DAYS } from '@app/contracts';
import type { Database } from '../db/database.js';
import { startPeriodicPass } from '../periodic-pass.js';
import { anonymiseAccount, claimDueAccounts } from './anonymisation-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts anonymised per transaction: short transactions, whatever the backlog. */
const BATCH_SIZE = 20;
/** The job looks every hour: a deletion is due by the day, and an hour late is within the promise. */
export const ANONYMISATION_INTERVAL_MS = 60 * 60 * 1000;

export interface AnonymisationLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Anonymises every account whose deletion was asked for more than 30 days before `now` (the
 * grace period). Safe to run from several API processes at once (claims skip locked rows).
 * Answers how many accounts it anonymised.
 */
export async function anonymiseDueAccounts(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await claimDueAccounts(tx, cutoff, BATCH_SIZE);
      for (const user of due) await anonymiseAccount(tx, user);
      return due.length;
    });
    total += done;
    if (done < BATCH_SIZE) return total;
  }
}

/** The periodic job in each API process, like the mail outbox worker; `stop` waits for a pass under way. */
export function startAnonymisationWorker({
  db,
  log,
  intervalMs = ANONYMISATION_INTERVAL_MS,
  now = () => new Date(),
}: {
  db: Database;
  log: AnonymisationLog;
  intervalMs?: number;
  now?: () => Date;
}): { stop(): Promise<void> } {
  return startPeriodicPass({
    intervalMs,
    log,
    failure: 'anonymisation pass failed',
    async pass() {
      const anonymised = await anonymiseDueAccounts(db, now());
      if (anonymised > 0) log.info({ anonymised }, 'deleted accounts anonymised');
    },
  });
}
