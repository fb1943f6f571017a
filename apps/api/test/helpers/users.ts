import type { Database } from '../../src/db/database.js';
import { hashPassword } from '../../src/passwords/passwords.js';

export async function insertUser(
  db: Database,
  user: { email: string; status?: 'active' | 'pending'; role?: 'user' | 'admin' },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'insert into users (email, status, role) values ($1, $2, $3) returning id',
    [user.email, user.status ?? 'active', user.role ?? 'user'],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert returned no id');
  return id;
}

/** A confirmed owner with a password, as sign-up and confirmation leave her. */
export async function confirmedUser(
  db: Database,
  email: string,
  password = 'owner-secret-1',
  lang: 'en' | 'fr' | 'de' | 'it' = 'en',
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, status, email_confirmed_at, lang)
     values ($1, $2, 'active', now(), $3) returning id`,
    [email, await hashPassword(password), lang],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert returned no id');
  return id;
}

/**
 * An Enterprise owner of 3 seats (as our copy holds it, no Stripe behind it) and one colleague
 * holding a licence, both confirmed with the default password.
 */
export async function enterpriseWithColleague(db: Database, owner: string, colleague: string): Promise<void> {
  const ownerId = await confirmedUser(db, owner);
  const colleagueId = await confirmedUser(db, colleague);
  const { rows } = await db.query<{ id: string }>(
    `insert into subscriptions (owner_id, token, plan, frequency, quantity, collection_method,
       stripe_subscription_id, status)
     values ($1, $2, 'enterprise', 'annual', 3, 'charge_automatically', $3, 'active') returning id`,
    [ownerId, `tok_${owner}`.replace(/[^A-Za-z0-9_]/g, '_'), `sub_${owner}`],
  );
  await db.query(
    `insert into licenses (subscription_id, user_id, owner, status)
     values ($1, $2, true, 'active'), ($1, $3, false, 'active')`,
    [rows[0]?.id, ownerId, colleagueId],
  );
}

/** The billing details a customer of the tests saves, as /payment's form sends them. */
export const BILLING_INFO = {
  firstName: 'Anna',
  lastName: 'Muster',
  address: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
};
