import type { Language } from '@app/contracts';
import type { Queryable } from '../../db/database.js';

export interface StoredUser {
  id: string;
  password_hash: string | null;
  email_confirmed_at: Date | null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<StoredUser | null> {
  const { rows } = await db.query<StoredUser>(
    'select id, password_hash, email_confirmed_at from users where email = $1',
    [email],
  );
  return rows[0] ?? null;
}

/** A new account: pending until its address is confirmed. */
export async function insertPendingUser(
  db: Queryable,
  user: { email: string; passwordHash: string; lang: Language; role: 'admin' | 'user' },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, status, lang, role) values ($1, $2, 'pending', $3, $4)
     returning id`,
    [user.email, user.passwordHash, user.lang, user.role],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into users returned no id');
  return id;
}

export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update users set email_confirmed_at = coalesce(email_confirmed_at, now()), status = 'active'
     where id = $1`,
    [userId],
  );
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}

/** A colleague invited to a seat: no password until the invitation link is used. */
export async function insertInvitedUser(
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
