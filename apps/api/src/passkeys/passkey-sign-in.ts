import type {
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PasskeySigninRequest,
  SigninPasskeySetupRequest,
  SigninTokenResponse,
} from '@app/contracts';
import { findUserById, type StoredUser } from '../accounts/users-service.js';
import { recordFailedSignIn } from '../audit/index.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { PASSKEY_OPTIONS_PER_CLIENT } from '../rate-limits/limits.js';
import {
  beforePasskeySignin,
  recordPasskeySigninFailure,
  takeAttempt,
} from '../rate-limits/rate-limits-service.js';
import { openSession, type SignInClient } from '../sessions/open-session.js';
import { assertSsoNotRequired } from '../sso/enforced.js';
import {
  consumeOneTimeToken,
  findLiveOneTimeToken,
  type OneTimeTokenPurpose,
} from '../tokens/one-time-tokens.js';
import {
  type PasskeysContext,
  passkeyCreationOptions,
  refused,
  storeCreatedPasskey,
} from './account-passkeys.js';
import { PasskeyRefusal, requestOptions, verifyAssertion } from './ceremonies.js';
import { lockPasskeyByCredential, passkeysOf, recordPasskeyUse } from './passkeys-repository.js';

/** The sign-in steps a passkey answers (docs/passkeys.md#second-step, #policy). */
const PASSKEY_STEPS: readonly OneTimeTokenPurpose[] = ['passkey_step', 'passkey_setup'];

/** The account and purpose of a live step challenge, locked; 400 for an unknown, used or expired one. */
async function stepOf(
  tx: Queryable,
  challenge: string,
  purposes: readonly OneTimeTokenPurpose[],
): Promise<{ userId: string; purpose: OneTimeTokenPurpose }> {
  for (const purpose of purposes) {
    const userId = await findLiveOneTimeToken(tx, purpose, challenge);
    if (userId) return { userId, purpose };
  }
  throw new HttpError('invalid_or_expired_token');
}

/**
 * POST /authentication/passkey/options: a challenge for any passkey of ours, or for hers when a
 * sign-in's step names her. Counted per client (docs/limits.md#passkeys).
 */
export async function passkeySigninOptions(
  { db, config }: Pick<PasskeysContext, 'db' | 'config'>,
  input: { challenge?: string | undefined },
  client: SignInClient,
): Promise<PasskeyRequestOptions> {
  await takeAttempt(db, [{ limit: PASSKEY_OPTIONS_PER_CLIENT, subject: client.address }]);
  return db.transaction(async (tx) => {
    if (!input.challenge) return requestOptions(tx, config, null);
    const { userId } = await stepOf(tx, input.challenge, PASSKEY_STEPS);
    return requestOptions(tx, config, { id: userId, passkeys: await passkeysOf(tx, userId) });
  });
}

type Verified =
  | { answer: SigninTokenResponse; userId: string }
  | { refusal: PasskeyRefusal; userId: string | null };

/**
 * POST /authentication/passkey (docs/passkeys.md#sign-in): the signed challenge opens a session
 * counted as both factors and as a passkey session, whatever second step a password would ask.
 * With a sign-in's step challenge, the passkey must be that account's and the step is spent. A
 * refusal spends the signed challenge all the same, counts against the client like a wrong
 * password and is recorded as a failed sign-in.
 */
export async function signInWithPasskey(
  ctx: PasskeysContext,
  input: PasskeySigninRequest,
  client: SignInClient,
): Promise<{ answer: SigninTokenResponse; userId: string }> {
  await beforePasskeySignin(ctx.db, client.address);
  const outcome = await ctx.db.transaction(async (tx): Promise<Verified | { unknown: true }> => {
    const step = input.challenge ? await stepOf(tx, input.challenge, PASSKEY_STEPS) : null;
    const passkey = await lockPasskeyByCredential(tx, input.credential.id);
    if (!passkey) return { unknown: true };
    try {
      if (step && step.userId !== passkey.userId) throw new PasskeyRefusal('challenge_not_hers');
      const use = await verifyAssertion(tx, ctx.config, passkey, input.credential);
      const user = await findUserById(tx, passkey.userId);
      if (!user) throw new PasskeyRefusal('not_verified');
      // docs/sso.md#enforcement: every way in, a passkey's too.
      await assertSsoNotRequired(tx, user.email);
      await recordPasskeyUse(tx, passkey.id, use);
      if (step && input.challenge) await consumeOneTimeToken(tx, step.purpose, input.challenge);
      const answer = await openSession(tx, ctx.config, user, client, {
        secondFactor: true,
        passkey: true,
        signedInWith: 'passkey',
      });
      return { answer, userId: user.id };
    } catch (error) {
      if (error instanceof PasskeyRefusal) return { refusal: error, userId: passkey.userId };
      throw error;
    }
  });
  if ('answer' in outcome) return outcome;
  const reason = 'unknown' in outcome ? 'unknown_credential' : outcome.refusal.reason;
  const userId = 'unknown' in outcome ? null : outcome.userId;
  await recordPasskeySigninFailure(ctx.db, client.address);
  await recordFailedSignIn(ctx.db, { userId, step: 'passkey', reason }, client);
  if ('unknown' in outcome) throw new HttpError('passkey_unknown');
  throw refused(ctx.log, reason, userId);
}

/** The account a live enrolment challenge belongs to (docs/passkeys.md#policy). */
async function enrolling(tx: Queryable, challenge: string): Promise<StoredUser> {
  const { userId } = await stepOf(tx, challenge, ['passkey_setup']);
  const user = await findUserById(tx, userId);
  if (!user) throw new HttpError('invalid_or_expired_token');
  return user;
}

/** POST /authentication/signin-passkey-setup/options: what to create, for the step's account. */
export async function signinPasskeySetupOptions(
  ctx: Pick<PasskeysContext, 'db' | 'config'>,
  input: { challenge: string },
): Promise<PasskeyCreationOptions> {
  const user = await ctx.db.transaction((tx) => enrolling(tx, input.challenge));
  return passkeyCreationOptions(ctx, user);
}

/**
 * POST /authentication/signin-passkey-setup: the passkey her practice asks for, created, opens her
 * session (with the password and her code if she has one: both factors, and a passkey session).
 */
export async function finishSigninPasskeySetup(
  ctx: PasskeysContext,
  input: SigninPasskeySetupRequest,
  client: SignInClient,
): Promise<{ answer: SigninTokenResponse; userId: string }> {
  await beforePasskeySignin(ctx.db, client.address);
  const outcome = await ctx.db.transaction(async (tx): Promise<Verified> => {
    const user = await enrolling(tx, input.challenge);
    const stored = await storeCreatedPasskey(ctx, tx, user, input, client.userAgent);
    if (stored instanceof PasskeyRefusal) return { refusal: stored, userId: user.id };
    await consumeOneTimeToken(tx, 'passkey_setup', input.challenge);
    const answer = await openSession(tx, ctx.config, user, client, {
      secondFactor: true,
      passkey: true,
      signedInWith: 'password',
    });
    return { answer, userId: user.id };
  });
  if ('answer' in outcome) return outcome;
  await recordPasskeySigninFailure(ctx.db, client.address);
  throw refused(ctx.log, outcome.refusal.reason, outcome.userId);
}
