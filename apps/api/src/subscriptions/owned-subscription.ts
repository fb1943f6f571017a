import { isServing } from '@app/billing-rules';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findLicenseOfUser } from '../licenses/licenses-service.js';
import { findLiveSubscription, type StoredSubscription } from './subscriptions-repository.js';

/**
 * The caller's serving subscription, or the error that says why there is none to change: an
 * authorisation check, so it answers with an HttpError and lives beside the services, not in a
 * repository.
 */
export async function ownedServingSubscription(db: Queryable, userId: string): Promise<StoredSubscription> {
  const live = await findLiveSubscription(db, userId);
  if (live && isServing(live)) return live;
  const seat = await findLicenseOfUser(db, userId);
  if (seat && !seat.owner) throw new HttpError('not_subscription_owner');
  throw new HttpError('no_active_subscription');
}
