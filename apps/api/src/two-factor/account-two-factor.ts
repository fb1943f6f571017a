import { isServing } from '@app/billing-rules';
import type { DisableTwoFactorRequest, TwoFactorSetupResponse } from '@app/contracts';
import { endColleaguesAppSignInsWithoutSecondFactor } from '../app-auth/devices-service.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findLicenseOfUser } from '../licenses/licenses-service.js';
import {
  beforeSecondFactor,
  recordSecondFactorFailure,
  recordSecondFactorSuccess,
} from '../rate-limits/rate-limits-service.js';
import {
  forgetSessionsSecondFactor,
  markSessionSecondFactor,
  revokeColleaguesSessionsWithoutSecondFactor,
} from '../sessions/sessions-service.js';
import { assertBreakGlassKept } from '../sso/enforced.js';
import { findLiveSubscription } from '../subscriptions/subscriptions-service.js';
import { checkCode, checkPassword } from './owner-proof.js';
import { deleteTwoFactor, requiredByOwner, setColleaguesRequirement } from './two-factor-repository.js';
import { beginSetup, finishSetup, issuerOf, type TwoFactorKeys } from './two-factor-service.js';

export interface TwoFactorContext {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'twoFactorKey'>;
}

type Owner = { id: string; email: string };

export const keysOf = (config: TwoFactorContext['config']): TwoFactorKeys => ({
  key: config.twoFactorKey,
  issuer: issuerOf(config.publicUrl),
});

/** docs/accounts.md#two-factor: optional for every account, set up from the account page. */
export async function startTwoFactorSetup(
  { db, config }: TwoFactorContext,
  user: Owner,
): Promise<TwoFactorSetupResponse> {
  return db.transaction((tx) => beginSetup(tx, keysOf(config), user));
}

/**
 * The code that turns it on is her second factor in this session, which then counts as opened
 * with it (docs/accounts.md#second-factor-session): an admin goes on to the admin page without
 * signing in again (docs/admin.md#admin-two-factor).
 */
export async function confirmTwoFactorSetup(
  { db, config }: TwoFactorContext,
  user: Owner & { sessionId: string },
  code: string,
  client: string,
): Promise<string[]> {
  await beforeSecondFactor(db, client, user.id);
  const codes = await db.transaction(async (tx) => {
    const confirmed = await finishSetup(tx, keysOf(config), user.id, code);
    if (confirmed) await markSessionSecondFactor(tx, user.id, user.sessionId);
    return confirmed;
  });
  if (!codes) {
    await recordSecondFactorFailure(db, client, user.id);
    // No recovery codes exist yet to point to (docs/accounts.md#two-factor-setup-code).
    throw new HttpError('invalid_two_factor_setup_code');
  }
  await recordSecondFactorSuccess(db, client, user.id);
  return codes;
}

/** Off with the password or a code; never while the owner of her seat requires it. */
export async function disableTwoFactor(
  { db, config }: TwoFactorContext,
  user: Owner,
  input: DisableTwoFactorRequest,
  client: string,
): Promise<void> {
  if (await requiredByOwner(db, user.id)) throw new HttpError('two_factor_required');
  await assertBreakGlassKept(db, user.id);
  if ('password' in input) await checkPassword(db, user, input.password, client);
  else await checkCode(db, keysOf(config), user.id, input.code, client);
  await db.transaction(async (tx) => {
    await deleteTwoFactor(tx, user.id);
    await forgetSessionsSecondFactor(tx, user.id);
  });
}

/**
 * An Enterprise owner requires it of her colleagues (or no longer): each colleague without it
 * sets it up at her next sign-in, before anything else. Their sessions opened without a code end
 * now, or a session opened with a stolen password would outlive the requirement by up to 12 hours;
 * so do the Windows app's sign-ins approved in such a session, which would outlive it by a year.
 */
export async function setColleaguesTwoFactor(db: Database, owner: Owner, required: boolean): Promise<void> {
  if (!(await ownsServingEnterprise(db, owner.id))) {
    const seat = await findLicenseOfUser(db, owner.id);
    throw new HttpError(seat && !seat.owner ? 'not_subscription_owner' : 'no_active_subscription');
  }
  await db.transaction(async (tx) => {
    await setColleaguesRequirement(tx, owner.id, required);
    if (!required) return;
    await revokeColleaguesSessionsWithoutSecondFactor(tx, owner.id);
    await endColleaguesAppSignInsWithoutSecondFactor(tx, owner.id);
  });
}

/** Whether she owns an Enterprise subscription that is serving: only then has she colleagues. */
export async function ownsServingEnterprise(db: Queryable, userId: string): Promise<boolean> {
  const live = await findLiveSubscription(db, userId);
  return live !== null && live.plan === 'enterprise' && isServing(live);
}
