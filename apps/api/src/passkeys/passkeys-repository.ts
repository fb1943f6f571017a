import type { Queryable } from '../db/database.js';
import { servingSql } from '../subscriptions/subscriptions-service.js';

/** A passkey as stored: its public key and counter, never a private key (docs/passkeys.md#what). */
export interface StoredPasskey {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  backedUp: boolean;
  name: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const COLUMNS = `p.id, p.user_id as "userId", p.credential_id as "credentialId", p.public_key as "publicKey",
  p.counter::int as counter, p.transports, p.backed_up as "backedUp", p.name, p.created_at as "createdAt",
  p.last_used_at as "lastUsedAt"`;

/** Her passkeys, the oldest first. */
export async function passkeysOf(db: Queryable, userId: string): Promise<StoredPasskey[]> {
  const { rows } = await db.query<StoredPasskey>(
    `select ${COLUMNS} from passkeys p where p.user_id = $1 order by p.created_at, p.id`,
    [userId],
  );
  return rows;
}

export async function countPasskeys(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from passkeys where user_id = $1',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** The passkey of a credential id, locked: its counter is compared and moved in one transaction. */
export async function lockPasskeyByCredential(
  db: Queryable,
  credentialId: string,
): Promise<StoredPasskey | null> {
  const { rows } = await db.query<StoredPasskey>(
    `select ${COLUMNS} from passkeys p where p.credential_id = $1 for update`,
    [credentialId],
  );
  return rows[0] ?? null;
}

/** A new passkey; null when its credential id is already stored (hers or anyone's). */
export async function insertPasskey(
  db: Queryable,
  passkey: {
    userId: string;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: readonly string[];
    deviceType: 'singleDevice' | 'multiDevice';
    backedUp: boolean;
    name: string | null;
  },
): Promise<StoredPasskey | null> {
  const { rows } = await db.query<StoredPasskey>(
    `insert into passkeys as p (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (credential_id) do nothing
     returning ${COLUMNS}`,
    [
      passkey.userId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      [...passkey.transports],
      passkey.deviceType,
      passkey.backedUp,
      passkey.name,
    ],
  );
  return rows[0] ?? null;
}

/** docs/passkeys.md#counter: the count it signed last, when it was used, whether it is backed up now. */
export async function recordPasskeyUse(
  db: Queryable,
  id: string,
  use: { counter: number; backedUp: boolean },
): Promise<void> {
  await db.query('update passkeys set counter = $2, backed_up = $3, last_used_at = now() where id = $1', [
    id,
    use.counter,
    use.backedUp,
  ]);
}

/** Her passkey renamed; null when the id names none of hers. */
export async function renamePasskeyOf(
  db: Queryable,
  userId: string,
  id: string,
  name: string,
): Promise<StoredPasskey | null> {
  const { rows } = await db.query<StoredPasskey>(
    `update passkeys p set name = $3 where p.id = $2 and p.user_id = $1 returning ${COLUMNS}`,
    [userId, id, name],
  );
  return rows[0] ?? null;
}

/** Her passkey removed; false when the id names none of hers. */
export async function deletePasskeyOf(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query('delete from passkeys where id = $2 and user_id = $1 returning 1', [
    userId,
    id,
  ]);
  return rows.length > 0;
}

/** Her passkeys locked, so that two removals at once cannot both find another one left. */
export async function lockPasskeysOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'select id from passkeys where user_id = $1 order by id for update',
    [userId],
  );
  return rows.map((row) => row.id);
}

/** docs/passkeys.md#relying-party: her handle, given at her first passkey and kept. */
export async function webauthnUserIdOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ handle: string | null }>(
    'select webauthn_user_id as handle from users where id = $1',
    [userId],
  );
  return rows[0]?.handle ?? null;
}

/** Gives her `handle` unless she has one already; answers the one she keeps. */
export async function keepWebauthnUserId(db: Queryable, userId: string, handle: string): Promise<string> {
  const { rows } = await db.query<{ handle: string }>(
    `update users set webauthn_user_id = coalesce(webauthn_user_id, $2) where id = $1
     returning webauthn_user_id as handle`,
    [userId, handle],
  );
  return rows[0]?.handle ?? handle;
}

/** A ceremony's challenge, by its hash only (docs/passkeys.md#sign-in). */
export async function insertChallenge(
  db: Queryable,
  challenge: {
    hash: Buffer;
    purpose: 'registration' | 'authentication';
    userId: string | null;
    minutes: number;
  },
): Promise<void> {
  await db.query(
    `insert into webauthn_challenges (challenge_hash, purpose, user_id, expires_at)
     values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [challenge.hash, challenge.purpose, challenge.userId, challenge.minutes],
  );
}

/**
 * Spends a live challenge of `purpose`: deleted as it is read, so two answers to it cannot both
 * pass. Null for an unknown, used or expired one; else whose it was (null: anyone's).
 */
export async function takeChallenge(
  db: Queryable,
  hash: Buffer,
  purpose: 'registration' | 'authentication',
): Promise<{ userId: string | null } | null> {
  const { rows } = await db.query<{ userId: string | null; live: boolean }>(
    `delete from webauthn_challenges where challenge_hash = $1 and purpose = $2
     returning user_id as "userId", expires_at > now() as live`,
    [hash, purpose],
  );
  const row = rows[0];
  return row?.live ? { userId: row.userId } : null;
}

/** Challenges nobody answered in time: nothing reads them any more. */
export async function deleteExpiredChallenges(db: Queryable): Promise<number> {
  const { rows } = await db.query('delete from webauthn_challenges where expires_at <= now() returning 1');
  return rows.length;
}

/**
 * docs/passkeys.md#policy: the owner, an admin or a billing manager (an accepted seat) of a
 * serving Enterprise practice whose owner requires passkeys of them.
 */
export async function practiceRequiresPasskey(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ required: boolean }>(
    `select exists (
       select 1 from subscriptions s join users o on o.id = s.owner_id
       where s.plan = 'enterprise' and ${servingSql('s')} and o.require_practice_passkeys
         and (s.owner_id = $1 or exists (
           select 1 from licenses l
           where l.subscription_id = s.id and l.user_id = $1 and l.status = 'active'
             and (l.owner or l.roles && array['admin', 'billing']::text[])))
     ) as required`,
    [userId],
  );
  return Boolean(rows[0]?.required);
}

/** The practice's rule, on its owner's row. */
export async function practicePasskeysRule(db: Queryable, ownerId: string): Promise<boolean> {
  const { rows } = await db.query<{ required: boolean }>(
    'select require_practice_passkeys as required from users where id = $1',
    [ownerId],
  );
  return Boolean(rows[0]?.required);
}

export async function setPracticePasskeysRule(
  db: Queryable,
  ownerId: string,
  required: boolean,
): Promise<void> {
  await db.query('update users set require_practice_passkeys = $2 where id = $1', [ownerId, required]);
}
