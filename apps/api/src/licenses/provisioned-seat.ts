import { isServing } from '@app/billing-rules';
import { endAppSignIns } from '../app-auth/devices-service.js';
import type { Queryable } from '../db/database.js';
import { revokeSessionsWithoutSecondFactor } from '../sessions/sessions-service.js';
import {
  findLiveSubscription,
  hasPurchaseUnderWay,
  type StoredSubscription,
} from '../subscriptions/subscriptions-service.js';
import {
  findLicenseOfUser,
  findLicenseOn,
  grantActiveLicense,
  ownerRequiresTwoFactor,
} from './licenses-repository.js';
import { seatRefusalOn } from './licenses-service.js';

/**
 * What became of her seat when the practice's provider or directory brought her in
 * (docs/sso.md#first-sign-in, docs/sso.md#scim): `assigned` now, `held` already, `none_free` (the
 * practice has no seat for her: all taken, fewer scheduled, not paid for, or the plan not serving),
 * `elsewhere` (she holds an accepted seat on another practice or a plan of her own:
 * docs/licences.md#one-seat-per-person).
 */
export type ProvisionedSeat = 'assigned' | 'held' | 'none_free' | 'elsewhere';

/**
 * Gives her an accepted seat of the practice when one is free and she holds none, in the caller's
 * transaction (which has locked the practice's owner and her, in that order). An offer of the
 * practice she had not answered is taken up (its seat was already hers); a declined one needs a
 * free seat like a new one. As accepting an offer does, a seat whose owner requires two-factor
 * sign-in ends her sessions and app sign-ins opened without it (docs/accounts.md#colleagues-two-factor).
 */
export async function provisionSeat(
  tx: Queryable,
  subscription: StoredSubscription,
  userId: string,
): Promise<ProvisionedSeat> {
  const here = await findLicenseOn(tx, subscription.id, userId);
  if (here?.status === 'active') return 'held';
  if (subscription.plan !== 'enterprise' || !isServing(subscription)) return 'none_free';
  if (await findLicenseOfUser(tx, userId)) return 'elsewhere';
  if ((await findLiveSubscription(tx, userId)) || (await hasPurchaseUnderWay(tx, userId))) return 'elsewhere';
  if (here?.status !== 'pending' && (await seatRefusalOn(tx, subscription))) return 'none_free';
  await grantActiveLicense(tx, subscription.id, userId);
  if (await ownerRequiresTwoFactor(tx, subscription.id)) {
    await revokeSessionsWithoutSecondFactor(tx, userId);
    await endAppSignIns(tx, userId, { withoutSecondFactor: true });
  }
  return 'assigned';
}
