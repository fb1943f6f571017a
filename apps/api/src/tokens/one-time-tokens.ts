import { PASSKEY_CHALLENGE_MINUTES, PASSKEY_SETUP_MINUTES, SIGNIN_LINK_VALID_MINUTES } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from '../sessions/session-tokens.js';
import {
  findConfirmationLinkRow,
  findTokenRow,
  insertOneTimeToken,
  isLiveToken,
  livePendingPasswordHashes,
  lockLiveToken,
  type OneTimeTokenPurpose,
  spendLiveToken,
  spendOpenTokens,
} from './one-time-tokens-repository.js';

export type { OneTimeTokenPurpose };

/**
 * docs/accounts.md#one-time-links: reset links live 1 hour, confirmation and invitation links 7 days; a
 * sign-in link (docs/limits.md#lifetimes) 15 minutes, as it opens a session without a password. The
 * second step of a sign-in (docs/limits.md#lifetimes): 5 minutes to type a code, 15 to set
 * two-factor sign-in up.
 */
export const TOKEN_LIFETIME_MINUTES: Readonly<Record<OneTimeTokenPurpose, number>> = {
  email_confirmation: 7 * 24 * 60,
  password_reset: 60,
  invitation: 7 * 24 * 60,
  signin_link: SIGNIN_LINK_VALID_MINUTES,
  two_factor_code: 5,
  two_factor_setup: 15,
  // docs/sso.md#test-before-enforce: the browser goes at once from the set-up page to the start.
  sso_test: 10,
  // docs/passkeys.md#second-step and #policy (docs/limits.md#lifetimes).
  passkey_step: PASSKEY_CHALLENGE_MINUTES,
  passkey_setup: PASSKEY_SETUP_MINUTES,
};

export interface ConsumedToken {
  userId: string;
  /** The password of the sign-up a confirmation link belongs to (null for other purposes). */
  passwordHash: string | null;
}

/**
 * Links that stand beside the older ones instead of ending them: an invitation names a seat (and
 * removing the seat spends it); a confirmation link names its own sign-up and its password, and a
 * later sign-up of the address, maybe a stranger's, must not end the owner's
 * (docs/accounts.md#ownership). Confirming the address spends them all.
 */
const STANDING_BESIDE_OLDER: readonly OneTimeTokenPurpose[] = ['invitation', 'email_confirmation'];

/**
 * A random link token (256 bits); only its hash is stored. Returns the raw token for the link.
 * Every other open token of the same purpose for the user is spent first: a new link ends the
 * older ones (docs/accounts.md#one-time-links), but for the purposes above.
 */
export async function issueOneTimeToken(
  db: Queryable,
  input: { purpose: OneTimeTokenPurpose; userId: string; passwordHash?: string },
): Promise<string> {
  if (!STANDING_BESIDE_OLDER.includes(input.purpose))
    await revokeOneTimeTokens(db, input.userId, input.purpose);
  const token = newToken();
  await insertOneTimeToken(db, {
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.userId,
    lifetimeMinutes: TOKEN_LIFETIME_MINUTES[input.purpose],
    passwordHash: input.passwordHash ?? null,
  });
  return token;
}

/**
 * Single use: marks the token used and returns its user, or null when it is unknown, already
 * used, expired or issued for another purpose. The update is the check, so two requests racing
 * with the same link cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<ConsumedToken | null> {
  const row = await spendLiveToken(db, purpose, hashToken(token));
  return row ? { userId: row.user_id, passwordHash: row.password_hash } : null;
}

/** Whether the token would be accepted now: known, of this purpose, unused and unexpired. Spends nothing. */
export async function isOneTimeTokenLive(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<boolean> {
  return isLiveToken(db, purpose, hashToken(token));
}

/** Spends every open token of one purpose for a user; answers how many were still open. */
export async function revokeOneTimeTokens(
  db: Queryable,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<number> {
  return spendOpenTokens(db, userId, purpose);
}

/**
 * The user of a live token, without spending it: a sign-in's second step stays usable after a
 * wrong code (the limits count those), and is spent only by the step that opens the session.
 * Locked for the caller's transaction, so two right codes racing open one session.
 */
export async function findLiveOneTimeToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<string | null> {
  return lockLiveToken(db, purpose, hashToken(token));
}

/**
 * The passwords of the newest live sign-ups of an unconfirmed address, newest first: what it signs
 * in with to be told to confirm first, and what "send the e-mail again" sends the newest link of.
 * Bounded, as each costs a hash to check.
 */
export async function pendingPasswordHashes(db: Queryable, userId: string, limit: number): Promise<string[]> {
  return livePendingPasswordHashes(db, userId, limit);
}

/** A confirmation link as its holder sees it: whose, still usable or not, with its sign-up's password. */
export interface ConfirmationLink {
  userId: string;
  live: boolean;
  expired: boolean;
  passwordHash: string | null;
}

/** A confirmation link looked at without using it (docs/accounts.md#ownership); null when unknown. */
export async function findConfirmationLink(db: Queryable, token: string): Promise<ConfirmationLink | null> {
  const row = await findConfirmationLinkRow(db, hashToken(token));
  return row
    ? { userId: row.user_id, live: row.live, expired: row.expired, passwordHash: row.password_hash }
    : null;
}

/**
 * The user a token of this purpose was issued to, and whether it would still be accepted, used or
 * not, expired or not; null when no such token was ever issued. Spends nothing.
 */
export async function findOneTimeToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  token: string,
): Promise<{ userId: string; live: boolean } | null> {
  const row = await findTokenRow(db, purpose, hashToken(token));
  return row ? { userId: row.user_id, live: row.live } : null;
}
