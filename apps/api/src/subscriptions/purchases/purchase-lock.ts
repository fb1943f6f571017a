import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { claimPurchase, isDeletionPending, releasePurchase } from './purchases-repository.js';

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
 *
 * A purchase is refused while the account's deletion is pending, with 409 `deletion_pending`
 * (docs/accounts.md#deletion-ends-the-money), read once the mark is held: a deletion request holds
 * the same mark, so the two are never under way together and a purchase after it sees it.
 */
export async function withPurchase<T>(db: Database, userId: string, work: () => Promise<T>): Promise<T> {
  return withPurchaseMark(db, userId, async () => {
    if (await isDeletionPending(db, userId)) throw new HttpError('deletion_pending');
    return work();
  });
}

/**
 * The same mark for what ends money rather than starts it, possible while a deletion is pending:
 * paying an open invoice, cancelling, the deletion request itself.
 */
export async function withPurchaseMark<T>(db: Database, userId: string, work: () => Promise<T>): Promise<T> {
  const holder = await claimPurchase(db, userId, PURCHASE_MARK_SECONDS);
  if (!holder) throw new HttpError('purchase_in_progress');
  try {
    return await work();
  } finally {
    await releasePurchase(db, userId, holder);
  }
}
