import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import type { StoredSubscription } from '../subscriptions-repository.js';
import { readStripeState } from './stripe-state.js';
import { writeStripeState } from './sync-repository.js';

/** Where a sync reports what it did beyond the obvious (pino's `info` fits). */
export interface SyncLog {
  info(details: object, message: string): void;
}

/**
 * Brings our copy of one subscription in line with Stripe: read everything from Stripe first,
 * with no connection held, then write it in one short transaction. Null for a subscription that
 * is not ours.
 */
export async function syncSubscription(
  db: Database,
  stripe: Stripe,
  stripeSubscriptionId: string,
  log?: SyncLog,
): Promise<StoredSubscription | null> {
  // The database's clock orders the reads, not this process's: with several API processes on
  // several machines, a clock a second ahead would let an older read overwrite a newer one.
  const { rows } = await db.query<{ now: Date }>('select clock_timestamp() as now');
  const state = await readStripeState(stripe, stripeSubscriptionId, rows[0]?.now);
  if (!state) return null;
  const written = await db.transaction((tx) => writeStripeState(tx, state));
  if (written && written.releasedSeats > 0) {
    log?.info(
      { subscription: stripeSubscriptionId, releasedSeats: written.releasedSeats },
      "a colleague's seat released: the owner's own plan serves her",
    );
  }
  return written?.subscription ?? null;
}
