import type { Queryable } from '../db/database.js';

/** What a one-time token is for; each has its lifetime (one-time-tokens.ts). */
export type OneTimeTokenPurpose =
  | 'email_confirmation'
  | 'password_reset'
  | 'invitation'
  | 'signin_link'
  | 'two_factor_code'
  | 'two_factor_setup'
  | 'sso_test'
  | 'passkey_step'
  | 'passkey_setup';

// The one_time_tokens table: a token is stored by its hash only (docs/accounts.md#one-time-links).

export async function insertOneTimeToken(
  db: Queryable,
  row: {
    tokenHash: Buffer;
    purpose: OneTimeTokenPurpose;
    userId: string;
    lifetimeMinutes: number;
    passwordHash: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into one_time_tokens (token_hash, purpose, user_id, expires_at, password_hash)
     values ($1, $2, $3, now() + make_interval(mins => $4), $5)`,
    [row.tokenHash, row.purpose, row.userId, row.lifetimeMinutes, row.passwordHash],
  );
}

/** Marks a live token used in the same statement that finds it; null when none was live. */
export async function spendLiveToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  tokenHash: Buffer,
): Promise<{ user_id: string; password_hash: string | null } | null> {
  const { rows } = await db.query<{ user_id: string; password_hash: string | null }>(
    `update one_time_tokens set used_at = now()
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
     returning user_id, password_hash`,
    [tokenHash, purpose],
  );
  return rows[0] ?? null;
}

export async function isLiveToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  tokenHash: Buffer,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from one_time_tokens
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()`,
    [tokenHash, purpose],
  );
  return rows.length > 0;
}

/** Spends every open token of one purpose for a user; answers how many were still open. */
export async function spendOpenTokens(
  db: Queryable,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<number> {
  const { rows } = await db.query(
    `update one_time_tokens set used_at = now()
     where user_id = $1 and purpose = $2 and used_at is null and expires_at > now()
     returning 1`,
    [userId, purpose],
  );
  return rows.length;
}

/** The user of a live token, locked for the caller's transaction; null when none is live. */
export async function lockLiveToken(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  tokenHash: Buffer,
): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `select user_id from one_time_tokens
     where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
     for update`,
    [tokenHash, purpose],
  );
  return rows[0]?.user_id ?? null;
}

/** The passwords of the newest live confirmation links of a user, newest first, at most `limit`. */
export async function livePendingPasswordHashes(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<string[]> {
  const { rows } = await db.query<{ password_hash: string }>(
    `select password_hash from one_time_tokens
     where user_id = $1 and purpose = 'email_confirmation' and used_at is null and expires_at > now()
       and password_hash is not null
     order by created_at desc limit $2`,
    [userId, limit],
  );
  return rows.map((row) => row.password_hash);
}

/** A confirmation link's row, used or not; null when unknown. */
export async function findConfirmationLinkRow(
  db: Queryable,
  tokenHash: Buffer,
): Promise<{ user_id: string; live: boolean; expired: boolean; password_hash: string | null } | null> {
  const { rows } = await db.query<{
    user_id: string;
    live: boolean;
    expired: boolean;
    password_hash: string | null;
  }>(
    `select user_id, used_at is null and expires_at > now() as live, expires_at <= now() as expired,
            password_hash
       from one_time_tokens where token_hash = $1 and purpose = 'email_confirmation'`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** A token's user and whether it is live, used or not; null when never issued. */
export async function findTokenRow(
  db: Queryable,
  purpose: OneTimeTokenPurpose,
  tokenHash: Buffer,
): Promise<{ user_id: string; live: boolean } | null> {
  const { rows } = await db.query<{ user_id: string; live: boolean }>(
    `select user_id, (used_at is null and expires_at > now()) as live from one_time_tokens
     where token_hash = $1 and purpose = $2`,
    [tokenHash, purpose],
  );
  return rows[0] ?? null;
}
