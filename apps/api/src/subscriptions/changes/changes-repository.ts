import { isServing } from '@app/billing-rules';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { findLicenseOfUser } from '../../licenses/licenses-repository.js';
import { findLiveSubscription, type StoredSubscription } from '../subscriptions-repository.js';

/** The caller's serving subscription, or the error that says why there is none to change. */
export async function ownedServingSubscription(db: Queryable, userId: string): Promise<StoredSubscription> {
  const live = await findLiveSubscription(db, userId);
  if (live && isServing(live)) return live;
  const seat = await findLicenseOfUser(db, userId);
  if (seat && !seat.owner) throw new HttpError('not_subscription_owner');
  throw new HttpError('no_active_subscription');
}

export async function countSeatsInUse(db: Queryable, subscriptionId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    "select count(*)::int as count from licenses where subscription_id = $1 and status <> 'declined'",
    [subscriptionId],
  );
  return rows[0]?.count ?? 0;
}
