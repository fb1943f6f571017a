import { describe, expect, it } from 'vitest';
import { startOutboxWorker } from '../src/mail/outbox-worker.js';
import {
  RESET_EMAILS_PER_ADDRESS,
  RESET_EMAILS_PER_CLIENT,
  SIGNIN_CLIENT_ACCOUNT,
} from '../src/rate-limits/limits.js';
import { silentLog as silent } from './helpers/logs.js';
import type { TestSmtpServer } from './helpers/smtp-server.js';
import { TEST_CONFIG } from './helpers/test-app.js';
import { type Instance, useTwoProcesses } from './helpers/two-processes.js';

/**
 * docs/operations.md#several-processes: two instances of the API, each with its own
 * connection pool, HTTP server, mail outbox worker and Stripe event worker, on one database, as two
 * processes behind a load balancer run. Every request goes over HTTP to one of them. They share
 * this process's module-level state, of which the API keeps none that holds data (the argon2 pool,
 * prepared statements' names); per-instance state such as the account page's cache is theirs
 * alone. The load test (bench/load.mjs --processes 2) runs two real processes.
 *
 * Needs a PostgreSQL server (the PostgreSQL pass, with-postgres.mjs): PGlite is an embedded
 * database, opened by one process only, so there is no second process to run on it.
 */
describe.runIf(process.env.DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;
  let smtp: TestSmtpServer;
  const { call, confirmedAccount } = useTwoProcesses((started) => {
    ({ a, b, smtp } = started);
  });

  it('knows on one process a session made on the other, and ends it on both', async () => {
    const email = 'sessions@praxis.ch';
    await confirmedAccount(email, 'Two-processes-1');
    const signin = await call(a, 'POST', '/authentication/signin-web', {
      body: { email, password: 'Two-processes-1' },
    });
    expect(signin.status).toBe(200);
    const token = signin.body.token as string;
    const onB = await call(b, 'GET', '/users/me', { token });
    expect(onB.status).toBe(200);
    expect(onB.body.status).toBe('active');

    expect((await call(b, 'POST', '/authentication/signout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/users/me', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/users/me', { token })).status).toBe(401);
  });

  it("counts one client's wrong passwords on both processes against one limit", async () => {
    const email = 'limits@praxis.ch';
    await confirmedAccount(email, 'Two-processes-2');
    const client = '198.51.100.77';
    const wrong = () => ({ body: { email, password: 'not-the-password' }, client });
    // The free failures, alternately on each process: neither alone reaches the limit.
    for (let failure = 0; failure < SIGNIN_CLIENT_ACCOUNT.free; failure += 1) {
      const answer = await call(failure % 2 === 0 ? a : b, 'POST', '/authentication/signin-web', wrong());
      expect(answer.status).toBe(401);
    }
    // The next one must wait, on either process.
    for (const instance of [a, b]) {
      const answer = await call(instance, 'POST', '/authentication/signin-web', wrong());
      expect(answer.status).toBe(429);
      expect(answer.body.code).toBe('rate_limited');
    }
  });

  it('caps the reset mails of one address across both processes', async () => {
    const email = 'reset-cap@praxis.ch';
    for (let request = 0; request < RESET_EMAILS_PER_ADDRESS.max; request += 1) {
      const answer = await call(request % 2 === 0 ? a : b, 'POST', '/authentication/forgot-password', {
        body: { email, lang: 'fr' },
        client: `192.0.2.${request + 1}`,
      });
      expect(answer.status).toBe(200);
    }
    const refused = await call(b, 'POST', '/authentication/forgot-password', {
      body: { email, lang: 'fr' },
      client: '192.0.2.99',
    });
    expect(refused.status).toBe(429);
  });

  it("lets through no more than a limit's attempts when they arrive on both processes at once", async () => {
    const client = '192.0.2.200';
    const answers = await Promise.all(
      Array.from({ length: 2 * RESET_EMAILS_PER_CLIENT.max }, (_, index) =>
        call(index % 2 === 0 ? a : b, 'POST', '/authentication/forgot-password', {
          body: { email: `burst-${index}@praxis.ch`, lang: 'en' },
          client,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RESET_EMAILS_PER_CLIENT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(RESET_EMAILS_PER_CLIENT.max);
  });

  it('sends every mail once while both processes drain one outbox', async () => {
    await a.db.query('delete from mail_outbox');
    // Sign-ups made on both processes, each from a client of its own.
    const addresses = Array.from({ length: 24 }, (_, index) => `outbox-${index}@praxis.ch`);
    await Promise.all(
      addresses.map(async (email, index) => {
        const answer = await call(index % 2 === 0 ? a : b, 'POST', '/authentication/signup', {
          body: { email, password: 'Two-processes-3', lang: 'it' },
          client: `203.0.113.${index + 1}`,
        });
        expect(answer.status).toBe(200);
      }),
    );
    smtp.received.length = 0;
    const workers = [a, b].map((instance) =>
      startOutboxWorker({
        db: instance.db,
        config: { ...TEST_CONFIG, smtpUrl: smtp.url },
        log: { ...silent, info: () => instance.sent.push('mail') },
        // Only the passes below run.
        intervalMs: 3_600_000,
      }),
    );
    try {
      const [fromA, fromB] = await Promise.all(workers.map((worker) => worker.drain()));
      expect((fromA?.sent ?? 0) + (fromB?.sent ?? 0)).toBe(addresses.length);
      // Both took part: the claims, not one process finding the outbox empty, kept them apart.
      expect(fromA?.sent).toBeGreaterThan(0);
      expect(fromB?.sent).toBeGreaterThan(0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const recipients = smtp.received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual([...addresses].sort());
    const { rows } = await a.db.query<{ unsent: number }>(
      'select count(*)::int as unsent from mail_outbox where sent_at is null',
    );
    expect(rows[0]?.unsent).toBe(0);
  });
});
