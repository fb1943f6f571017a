import { isServing } from '@app/billing-rules';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findLicenseOfUser } from '../licenses/licenses-service.js';
import { findLiveSubscription } from '../subscriptions/subscriptions-service.js';
import {
  deviceCodeAllowedByOwner,
  deviceCodeOffFor,
  setDeviceCodeAllowed,
} from './device-code-switch-repository.js';

export { deviceCodeOffFor };

/** Whether she owns an Enterprise subscription that is serving: only then has she a practice to decide for. */
async function ownsServingEnterprise(db: Database, userId: string): Promise<boolean> {
  const live = await findLiveSubscription(db, userId);
  return live !== null && live.plan === 'enterprise' && isServing(live);
}

/**
 * docs/licences.md#device-code-switch: the Enterprise owner allows or forbids signing in the app
 * with a code, for herself and her colleagues; a colleague or anyone without Enterprise is refused.
 */
export async function setAppDeviceCodeSwitch(
  db: Database,
  ownerId: string,
  allowed: boolean,
): Promise<{ allowed: boolean }> {
  if (!(await ownsServingEnterprise(db, ownerId))) {
    const seat = await findLicenseOfUser(db, ownerId);
    throw new HttpError(seat && !seat.owner ? 'not_subscription_owner' : 'no_active_subscription');
  }
  await setDeviceCodeAllowed(db, ownerId, allowed);
  return { allowed };
}

/** The switch as the account page shows it: null for anyone who owns no serving Enterprise plan. */
export async function appDeviceCodeSwitchOf(db: Database, userId: string): Promise<boolean | null> {
  if (!(await ownsServingEnterprise(db, userId))) return null;
  return deviceCodeAllowedByOwner(db, userId);
}
