import type { Queryable } from '../db/database.js';
import { servingSql } from '../subscriptions/subscriptions-service.js';

export interface StoredTwoFactor {
  secretCiphertext: string;
  enabled: boolean;
  lastUsedStep: number | null;
}

/** The account's secret, set up or waiting for its first code; locked for the caller's transaction. */
export async function findTwoFactor(db: Queryable, userId: string): Promise<StoredTwoFactor | null> {
  const { rows } = await db.query<{
    secret_ciphertext: string;
    enabled: boolean;
    last_used_step: string | null;
  }>(
    `select secret_ciphertext, enabled_at is not null as enabled, last_used_step::text
     from two_factor where user_id = $1 for update`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    secretCiphertext: row.secret_ciphertext,
    enabled: row.enabled,
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
  };
}

/** Whether the account has two-factor sign-in on (a set-up waiting for its code is not). */
export async function hasTwoFactor(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ on: boolean }>(
    'select exists (select 1 from two_factor where user_id = $1 and enabled_at is not null) as on',
    [userId],
  );
  return Boolean(rows[0]?.on);
}

/** A new set-up replaces one still waiting for its code; an enabled one is never overwritten here. */
export async function savePendingSecret(db: Queryable, userId: string, ciphertext: string): Promise<void> {
  await db.query(
    `insert into two_factor (user_id, secret_ciphertext) values ($1, $2)
     on conflict (user_id) do update set secret_ciphertext = excluded.secret_ciphertext,
       last_used_step = null, created_at = now()
     where two_factor.enabled_at is null`,
    [userId, ciphertext],
  );
}

export async function enableTwoFactor(db: Queryable, userId: string, step: number): Promise<void> {
  await db.query('update two_factor set enabled_at = now(), last_used_step = $2 where user_id = $1', [
    userId,
    step,
  ]);
}

/** Spends a step: false when it is not after the last one used (a code replayed). */
export async function useStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const { rows } = await db.query(
    `update two_factor set last_used_step = $2
     where user_id = $1 and (last_used_step is null or last_used_step < $2) returning 1`,
    [userId, step],
  );
  return rows.length > 0;
}

export async function deleteTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from two_factor where user_id = $1', [userId]);
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
}

/** A set-up begun and not confirmed: whoever began it holds its secret. */
export async function deletePendingTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from two_factor where user_id = $1 and enabled_at is null', [userId]);
}

export async function replaceRecoveryCodes(
  db: Queryable,
  userId: string,
  hashes: readonly Buffer[],
): Promise<void> {
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
  await db.query('insert into recovery_codes (user_id, code_hash) select $1, unnest($2::bytea[])', [
    userId,
    hashes,
  ]);
}

/** Single use: the update is the check, so two requests with one code cannot both pass. */
export async function useRecoveryCode(db: Queryable, userId: string, hash: Buffer): Promise<boolean> {
  const { rows } = await db.query(
    `update recovery_codes set used_at = now()
     where user_id = $1 and code_hash = $2 and used_at is null returning 1`,
    [userId, hash],
  );
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Whether the Enterprise owner of a seat this user holds (accepted: an offer imposes nothing,
 * docs/licences.md#offers) requires two-factor sign-in of her colleagues, on a subscription still
 * serving.
 */
export async function requiredByOwner(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ required: boolean }>(
    `select exists (
       select 1 from licenses l
         join subscriptions s on s.id = l.subscription_id
         join users o on o.id = s.owner_id
       where l.user_id = $1 and not l.owner and l.status = 'active' and s.plan = 'enterprise'
         and ${servingSql('s')} and o.require_colleague_two_factor
     ) as required`,
    [userId],
  );
  return Boolean(rows[0]?.required);
}

export async function colleaguesRequirement(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ required: boolean }>(
    'select require_colleague_two_factor as required from users where id = $1',
    [userId],
  );
  return Boolean(rows[0]?.required);
}

export async function setColleaguesRequirement(
  db: Queryable,
  userId: string,
  required: boolean,
): Promise<void> {
  await db.query('update users set require_colleague_two_factor = $2 where id = $1', [userId, required]);
}
