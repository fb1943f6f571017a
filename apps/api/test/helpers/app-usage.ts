import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.js';
import { appSignIn } from './app-auth-flow.js';
import { confirmedUser } from './users.js';

/** A new account signed in on the site and in the app, its sign-in (device) begun `daysAgo` days ago. */
export async function appUser(app: FastifyInstance, db: Database, base: string, email: string, daysAgo = 3) {
  const userId = await confirmedUser(db, email);
  return { userId, ...(await appSignedIn(app, db, base, email, daysAgo)) };
}

/** An account with the default password signed in on the site and in the app, `daysAgo` days ago. */
export async function appSignedIn(
  app: FastifyInstance,
  db: Database,
  base: string,
  email: string,
  daysAgo = 3,
) {
  const signin = await app.inject({
    method: 'POST',
    url: '/api/authentication/signin-web',
    payload: { email, password: 'owner-secret-1' },
  });
  const session: string = signin.json().token;
  const { access_token: token } = await appSignIn(base, session);
  await db.query(
    `update app_devices set created_at = now() - make_interval(days => $2)
      where user_id = (select id from users where email = $1)`,
    [email, daysAgo],
  );
  return { session, token };
}

/** A usage report as the app sends it. */
export const reportUsage = (app: FastifyInstance, token: string, batches: unknown[]) =>
  app.inject({
    method: 'POST',
    url: '/api/app/usage',
    headers: { authorization: `Bearer ${token}` },
    payload: { batches },
  });

/** What the account has stored: the seconds of each batch id. */
export async function storedUsage(db: Database, userId: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ id: string; seconds: number }>(
    'select batch_id as id, seconds from app_usage_batches where user_id = $1',
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.seconds)]));
}

/** An instant `minutesAgo` minutes before now, as the app writes it. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
