import type { Language, UserStatus } from '@app/contracts';
import type { Queryable } from '../db/database.js';

export interface StoredUser {
  id: string;
  email: string;
  /** Set only for a confirmed owner: a sign-up's password waits on its confirmation link. */
  password_hash: string | null;
  email_confirmed_at: Date | null;
  lang: Language;
  /** docs/accounts.md#account-deletion: when she asked for the account's deletion; null otherwise. */
  deletion_requested_at: Date | null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<StoredUser | null> {
  const { rows } = await db.query<StoredUser>(
    'select id, email, password_hash, email_confirmed_at, lang, deletion_requested_at from users where email = $1',
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<StoredUser | null> {
  const { rows } = await db.query<StoredUser>(
    'select id, email, password_hash, email_confirmed_at, lang, deletion_requested_at from users where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** A new, unconfirmed account: no password and no role until its address is confirmed. */
export async function insertPendingUser(
  db: Queryable,
  user: { email: string; lang: Language },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, status, lang) values ($1, 'pending', $2) returning id`,
    [user.email, user.lang],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into users returned no id');
  return id;
}

/** The language of the latest sign-up of an unconfirmed address: its mails follow it. */
export async function setLanguage(db: Queryable, userId: string, lang: Language): Promise<void> {
  await db.query('update users set lang = $2 where id = $1', [userId, lang]);
}

/** The address is proven: the account becomes active, and an address of ADMIN_EMAILS an admin. */
export async function markEmailConfirmed(db: Queryable, userId: string, admin: boolean): Promise<void> {
  await db.query(
    `update users set email_confirmed_at = coalesce(email_confirmed_at, now()), status = 'active',
       role = case when $2 then 'admin' else role end
     where id = $1`,
    [userId, admin],
  );
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}

/** A colleague invited to a seat: no password until the invitation link is used. */
export async function insertInvitedUser(
  db: Queryable,
  user: { email: string; lang: Language },
): Promise<string> {
  return insertPendingUser(db, user);
}

/**
 * Sets and answers the account's status (the rule: subscriptions/user-status.ts): pending while
 * the address is unconfirmed, or while a subscription of hers awaits its first payment or a
 * paid change its 3-D Secure; active otherwise. Null when there is no such user.
 */
export async function updateUserStatus(db: Queryable, userId: string): Promise<UserStatus | null> {
  const { rows } = await db.query<{ status: UserStatus }>(
    `update users u set status = case
       when u.email_confirmed_at is null then 'pending'
       when exists (select 1 from subscriptions s
                    where s.owner_id = u.id and s.ended_at is null
                      and (s.status = 'incomplete' or s.change_awaits_authentication)) then 'pending'
       else 'active' end
     where u.id = $1 returning u.status`,
    [userId],
  );
  return rows[0]?.status ?? null;
}

/**
 * The confirmed owners of these addresses (already lower-case) who are not admins become admins;
 * answers their addresses, in no order.
 */
export async function promoteConfirmedToAdmin(db: Queryable, emails: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `update users set role = 'admin'
      where email = any($1::text[]) and role <> 'admin' and email_confirmed_at is not null
      returning email`,
    [emails],
  );
  return rows.map((row) => row.email);
}
