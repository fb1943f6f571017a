import { isApiError } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../../../../scripts/postgres-cluster.mjs';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { buildTestApp } from '../helpers/test-app.js';
import { insertUser } from '../helpers/users.js';

const SIGNUPS = ['restart-1@praxis.ch', 'restart-2@praxis.ch', 'restart-3@praxis.ch'];

// A server restart cannot be done to the server the other test files share (with-postgres.mjs's),
// so this file starts one of its own; it runs in the PostgreSQL pass only, where the binaries are
// known to be there. PGlite has no equivalent: it runs inside the API process, so there is no
// server to restart under a request, only the whole process.
describe.runIf(process.env.DATABASE_URL)('the PostgreSQL server restarting mid-request', () => {
  let cluster: PostgresCluster;
  let db: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    db = await openPostgres(cluster.url);
    await migrate(db);
    app = await buildTestApp(db);
    token = await createSession(db, await insertUser(db, { email: 'owner@praxis.ch' }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.close().catch(() => {});
    cluster?.stop();
  });

  const signup = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/authentication/signup',
      payload: { email, password: 'Secret-password-1', lang: 'de' },
    });

  /** The rows a sign-up writes, in one transaction: the account, its link and its mail. */
  async function signupRows(email: string) {
    const { rows } = await db.query<{ users: number; tokens: number; mails: number }>(
      `select (select count(*)::int from users where email = $1) as users,
              (select count(*)::int from one_time_tokens t join users u on u.id = t.user_id where u.email = $1) as tokens,
              (select count(*)::int from mail_outbox where recipient = $1) as mails`,
      [email],
    );
    return rows[0];
  }

  it('answers 503 with the shared error shape, writes no half sign-up, and serves again once the server is back', async () => {
    // Another session holds the outbox table: each sign-up writes its account and link, then
    // waits on its mail, inside its transaction, when the server goes down.
    const blocker = new pg.Client({ connectionString: cluster.url });
    blocker.on('error', () => {});
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table mail_outbox in access exclusive mode');
    const inFlight = SIGNUPS.map(signup);
    await expect
      .poll(
        async () =>
          // Asked outside the blocker's transaction, which sees the activity view as it first read it.
          (
            await db.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
               where wait_event_type = 'Lock' and query like 'insert into mail_outbox%'`,
            )
          ).rows[0]?.waiting,
        { timeout: ASYNC_UTIL_TIMEOUT_MS },
      )
      .toBe(SIGNUPS.length);

    cluster.halt();
    for (const response of await Promise.all(inFlight)) {
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(isApiError(body)).toBe(true);
      expect(body.code).toBe('service_unavailable');
    }

    // While it is down, every kind of call fails fast with the same answer, not a hang or a 500.
    const whileDown = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } }),
      signup('restart-down@praxis.ch'),
    ]);
    expect(whileDown.map((response) => [response.statusCode, response.json().code])).toEqual([
      [503, 'service_unavailable'],
      [503, 'service_unavailable'],
      [503, 'service_unavailable'],
    ]);

    cluster.start();
    // The pool drops the connections the restart cut and opens new ones on its own.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);

    // The interrupted sign-ups left nothing behind, so signing up again works, once each.
    for (const email of SIGNUPS) expect(await signupRows(email)).toEqual({ users: 0, tokens: 0, mails: 0 });
    for (const response of await Promise.all(SIGNUPS.map(signup))) expect(response.statusCode).toBe(200);
    for (const email of SIGNUPS) expect(await signupRows(email)).toEqual({ users: 1, tokens: 1, mails: 1 });
    await blocker.end().catch(() => {});
  });
});
