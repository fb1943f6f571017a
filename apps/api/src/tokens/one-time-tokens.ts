import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from '../sessions/session-tokens.js';

export type OneTimeTokenPurpose = 'email_confirmation' | 'password_reset' | 'invitation';

/** ARCHITECTURE "Sessions": reset links live 1 hour, confirmation and invitation links 7 days. */
export const TOKEN_LIFETIME_MINUTES: Readonly<Record<OneTimeTokenPurpose, number>> = {
  email_confirmation: 7 * 24 * 60,
  password_reset: 60,
  invitation: 7 * 24 * 60,
};

/** A random link token (256 bits); only its hash is stored. Returns the raw token for the link. */
export async function issueOneTimeToken(
  db: Queryable,
  input: { purpose: OneTimeTokenPurpose; userId: string },
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into one_time_tokens (token_hash, purpose, user_id, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [hashToken(token), input.purpose, input.userId, TOKEN_LIFETIME_MINUTES[input.purpose]],
  );
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
): Promise<{ userId: string } | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `update one_time_tokens set used_at = now()
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
     returning user_id`,
    [hashToken(token), purpose],
  );
  const row = rows[0];
  return row ? { userId: row.user_id } : null;
}

/** Spends every open token of one purpose for a user (a removed colleague's invitation). */
export async function revokeOneTimeTokens(
  db: Queryable,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  await db.query(
    'update one_time_tokens set used_at = now() where user_id = $1 and purpose = $2 and used_at is null',
    [userId, purpose],
  );
}
