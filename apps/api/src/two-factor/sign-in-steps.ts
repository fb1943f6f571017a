import type {
  SigninResponse,
  SigninTwoFactorSetupConfirmResponse,
  TwoFactorSetupResponse,
} from '@app/contracts';
import { findUserById, type StoredUser } from '../accounts/users-service.js';
import { recordFailedSignIn } from '../audit/index.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { practiceRequiresPasskey } from '../passkeys/passkeys-service.js';
import {
  beforeSecondFactor,
  recordSecondFactorFailure,
  recordSecondFactorSuccess,
} from '../rate-limits/rate-limits-service.js';
import { openSession, type SignInClient } from '../sessions/open-session.js';
import {
  consumeOneTimeToken,
  findLiveOneTimeToken,
  issueOneTimeToken,
  type OneTimeTokenPurpose,
} from '../tokens/one-time-tokens.js';
import { keysOf, type TwoFactorContext } from './account-two-factor.js';
import { STEP_PURPOSES } from './second-step.js';
import { beginSetup, finishSetup, verifySecondFactor } from './two-factor-service.js';

/** The account a live second-step token belongs to, locked with it; 400 for a used or expired one. */
async function challenged(
  tx: Queryable,
  purpose: OneTimeTokenPurpose,
  challenge: string,
): Promise<StoredUser> {
  const userId = await findLiveOneTimeToken(tx, purpose, challenge);
  const user = userId ? await findUserById(tx, userId) : null;
  if (!user) throw new HttpError('invalid_or_expired_token');
  return user;
}

/** The account behind a challenge, read before the limits are checked (they count per account). */
async function challengedUserId(
  ctx: TwoFactorContext,
  purpose: OneTimeTokenPurpose,
  challenge: string,
): Promise<string> {
  return (await ctx.db.transaction((tx) => challenged(tx, purpose, challenge))).id;
}

/**
 * A wrong code answers 400 and leaves the challenge usable (the limits, per client and per
 * account, decide how long the next try waits); a right one spends it and opens the session.
 */
async function withCode<T>(
  ctx: TwoFactorContext,
  purpose: OneTimeTokenPurpose,
  challenge: string,
  client: SignInClient,
  attempt: (tx: Queryable, user: StoredUser) => Promise<T | null>,
): Promise<T> {
  const userId = await challengedUserId(ctx, purpose, challenge);
  await beforeSecondFactor(ctx.db, client.address, userId);
  const answer = await ctx.db.transaction(async (tx) => {
    const user = await challenged(tx, purpose, challenge);
    const result = await attempt(tx, user);
    if (result !== null) await consumeOneTimeToken(tx, purpose, challenge);
    return result;
  });
  if (answer === null) {
    await recordSecondFactorFailure(ctx.db, client.address, userId);
    await recordFailedSignIn(ctx.db, { userId, step: 'second_factor' }, client);
    // During the set-up there are no recovery codes yet to point to (docs/accounts.md#two-factor-setup-code).
    throw new HttpError(
      purpose === 'two_factor_setup' ? 'invalid_two_factor_setup_code' : 'invalid_two_factor_code',
    );
  }
  await recordSecondFactorSuccess(ctx.db, client.address, userId);
  return answer;
}

/** The second step of a sign-in: the code (or a recovery code) opens the session. */
export async function completeCodeStep(
  ctx: TwoFactorContext,
  input: { challenge: string; code: string },
  client: SignInClient,
): Promise<SigninResponse> {
  return withCode(ctx, 'two_factor_code', input.challenge, client, async (tx, user) =>
    (await verifySecondFactor(tx, keysOf(ctx.config), user.id, input.code))
      ? secondFactorPassed(tx, ctx, user, client)
      : null,
  );
}

/**
 * Her second factor given: the session opens, unless her practice requires a passkey of her
 * (docs/passkeys.md#policy), whose enrolment comes first.
 */
async function secondFactorPassed(
  tx: Queryable,
  ctx: TwoFactorContext,
  user: StoredUser,
  client: SignInClient,
): Promise<SigninResponse> {
  if (await practiceRequiresPasskey(tx, user.id))
    return {
      challenge: await issueOneTimeToken(tx, { purpose: STEP_PURPOSES.passkey_setup, userId: user.id }),
      step: 'passkey_setup',
    };
  return openSession(tx, ctx.config, user, client, { secondFactor: true, signedInWith: 'password' });
}

/** A colleague required to use it starts its set-up with her sign-in's challenge. */
export async function startSetupAtSignin(
  ctx: TwoFactorContext,
  input: { challenge: string },
): Promise<TwoFactorSetupResponse> {
  return ctx.db.transaction(async (tx) =>
    beginSetup(tx, keysOf(ctx.config), await challenged(tx, 'two_factor_setup', input.challenge)),
  );
}

/** ...and finishes it with a code: two-factor sign-in is on and her first session opens. */
export async function confirmSetupAtSignin(
  ctx: TwoFactorContext,
  input: { challenge: string; code: string },
  client: SignInClient,
): Promise<SigninTwoFactorSetupConfirmResponse> {
  return withCode(ctx, 'two_factor_setup', input.challenge, client, async (tx, user) => {
    const recoveryCodes = await finishSetup(tx, keysOf(ctx.config), user.id, input.code);
    return recoveryCodes ? { ...(await secondFactorPassed(tx, ctx, user, client)), recoveryCodes } : null;
  });
}
