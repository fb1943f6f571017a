import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { claimPurchase, releasePurchase } from './purchases-repository.js';

/**
 * Longer than any purchase can take: each Stripe call gives up after about 17 s
 * (payments/stripe-client.ts) and a purchase makes at most a dozen. A process that dies mid-way
 * leaves a mark that lapses after this.
 */
export const PURCHASE_MARK_SECONDS = 5 * 60;

/**
 * One purchase at a time per account (a double click, two tabs): `work` runs while a row marks the
 * purchase as under way, released on every outcome. No connection or transaction is held while
 * `work` waits on Stripe; a second purchase meanwhile is answered 409 `purchase_in_progress`.
 */
export async function withPurchase<T>(db: Database, userId: string, work: () => Promise<T>): Promise<T> {
  const holder = await claimPurchase(db, userId, PURCHASE_MARK_SECONDS);
  if (!holder) throw new HttpError('purchase_in_progress');
  try {
    return await work();
  } finally {
    await releasePurchase(db, userId, holder);
  }
}
