import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningEmulator, startEmulator } from '@app/stripe-emulator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { startOutboxWorker } from '../src/mail/outbox-worker.js';
import { createPayments } from '../src/payments/payments.js';
import {
  RESET_EMAILS_PER_ADDRESS,
  RESET_EMAILS_PER_CLIENT,
  SIGNIN_CLIENT_ACCOUNT,
} from '../src/rate-limits/limits.js';
import { startWebhookEventWorker } from '../src/subscriptions/webhook-events/webhook-events-worker.js';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server.js';
import { buildTestApp } from './helpers/test-app.js';

/**
 * Issue 25 "Two API processes on one PostgreSQL": two instances of the API, each with its own
 * connection pool, HTTP server, mail outbox worker and Stripe event worker, on one database, as two
 * processes behind a load balancer run. Every request goes over HTTP to one of them. They share
 * this process's module-level state, of which the API keeps none that holds data (the argon2 pool,
 * prepared statements' names); per-instance state such as the account page's cache is theirs
 * alone. The load test (bench/load.mjs --processes 2) runs two real processes.
 *
 * Needs a PostgreSQL server (the PostgreSQL pass, with-postgres.mjs): PGlite is an embedded
 * database, opened by one process only, so there is no second process to run on it.
 */
const WEBHOOK_SECRET = 'whsec_test_two_processes';
const silent = { info() {}, warn() {}, error() {} };

interface Instance {
  name: string;
  db: Database;
  app: FastifyInstance;
  url: string;
  /** The mails this instance's outbox worker reported sent. */
  sent: string[];
}

describe.runIf(process.env.DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  const serverUrl = process.env.DATABASE_URL as string;
  const databaseName = `test_two_${randomBytes(6).toString('hex')}`;
  let emulator: RunningEmulator;
  let smtp: TestSmtpServer;
  let a: Instance;
  let b: Instance;
  /** Every Stripe API request the emulator served, as "METHOD path". */
  const stripeRequests: string[] = [];
  let fanOut: http.Server;
  /** Each webhook delivery the fan-out passed on, and what the two instances answered. */
  const deliveries: Array<{ id: string; statuses: number[] }> = [];

  const stripeConfig = () => ({
    secretKey: 'sk_test_two_processes',
    publishableKey: 'pk_test_two_processes',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: emulator.url,
    jsUrl: emulator.stripeJsUrl,
  });

  async function startInstance(name: string, db: Database): Promise<Instance> {
    const app = await buildTestApp(db, {
      stripe: stripeConfig(),
      smtpUrl: smtp.url,
      // The load balancer in front names the client.
      trustedProxies: ['loopback'],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { name, db, app, url: `http://127.0.0.1:${port}`, sent: [] };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    const [dbA, dbB] = await Promise.all([openPostgres(url.toString()), openPostgres(url.toString())]);
    // Both start at once on an empty database, as two processes deployed together do.
    await Promise.all([migrate(dbA), migrate(dbB)]);

    smtp = await startSmtpServer();
    emulator = await startEmulator({
      port: 0,
      webhookSecret: WEBHOOK_SECRET,
      webhookRetry: { maxAttempts: 4, initialDelayMs: 20, maxDelayMs: 200, timeoutMs: 10_000 },
      log: (line) => stripeRequests.push(line.split(' ').slice(0, 2).join(' ')),
    });
    a = await startInstance('a', dbA);
    b = await startInstance('b', dbB);

    // Stripe's deliveries reach both instances, each delivery at the same moment, as when a
    // retried delivery and the first one land on two processes.
    fanOut = http.createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const statuses = await Promise.all(
        [a, b].map(async (instance) => {
          const answer = await fetch(`${instance.url}/api/webhooks/stripe`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': String(request.headers['stripe-signature']),
            },
            body,
          });
          await answer.arrayBuffer();
          return answer.status;
        }),
      );
      deliveries.push({ id: (JSON.parse(body.toString('utf8')) as { id: string }).id, statuses });
      response.writeHead(Math.max(...statuses)).end();
    });
    fanOut.listen(0, '127.0.0.1');
    await once(fanOut, 'listening');
    emulator.control.configureWebhooks({
      url: `http://127.0.0.1:${(fanOut.address() as AddressInfo).port}/`,
      secret: WEBHOOK_SECRET,
    });
  });

  afterAll(async () => {
    await Promise.all([a?.app.close(), b?.app.close()]);
    await Promise.all([a?.db.close(), b?.db.close()]);
    fanOut?.close();
    await emulator?.close();
    await smtp?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  /** A JSON call of the API on one instance, as the client at `client`. */
  async function call(
    instance: Instance,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string; client?: string } = {},
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${instance.url}/api${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        'x-forwarded-for': options.client ?? '198.51.100.1',
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The token of the newest link mailed to `email`, read from the outbox both instances write. */
  async function linkToken(email: string): Promise<string> {
    const { rows } = await a.db.query<{ link: string }>(
      `select params->>'link' as link from mail_outbox where recipient = $1 order by id desc limit 1`,
      [email],
    );
    const token = rows[0]?.link.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no link for ${email}`);
    return token;
  }

  /** Signs up on one instance and confirms the address with the mailed link on the other. */
  async function confirmedAccount(email: string, password: string): Promise<void> {
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
    expect(
      (await call(a, 'POST', '/authentication/signup', { body: { email, password, lang: 'de' }, client }))
        .status,
    ).toBe(200);
    const confirm = await fetch(`${b.url}/api/authentication/confirm-email?token=${await linkToken(email)}`, {
      redirect: 'manual',
    });
    expect(confirm.headers.get('location')).toBe('/signin?emailConfirmation=confirmed');
  }

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
        config: { smtpUrl: smtp.url, mailFrom: 'no-reply@example.ch' },
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

  it('applies each Stripe event once though it reaches both processes, and once when both workers retry it', async () => {
    const email = 'subscriber@praxis.ch';
    await confirmedAccount(email, 'Two-processes-4');
    const signin = await call(a, 'POST', '/authentication/signin-web', {
      body: { email, password: 'Two-processes-4' },
    });
    const token = signin.body.token as string;
    const billing = await call(b, 'POST', '/subscriptions/save-billing-info', {
      token,
      body: {
        billingInfo: {
          firstName: 'Anna',
          lastName: 'Muster',
          address: 'Bahnhofstrasse 1',
          postalCode: '8001',
          city: 'Zürich',
        },
      },
    });
    expect(billing.status).toBe(200);

    // The purchase first, its events held; then they go out, each to both processes at once.
    emulator.control.setWebhookBehaviour({ hold: true });
    const purchase = await call(a, 'POST', '/subscriptions/create-subscription-credit-card', {
      token,
      body: { paymentMethodId: 'pm_card_visa', licenseType: 'premium', frequency: 'monthly', userCount: 1 },
    });
    expect(purchase.status).toBe(200);
    const subscriptionReads = () =>
      stripeRequests.filter((line) => /^GET \/v1\/subscriptions\/sub_/.test(line)).length;
    const readsBefore = subscriptionReads();
    expect(emulator.control.releaseWebhooks('original')).toBeGreaterThan(0);
    emulator.control.setWebhookBehaviour({ hold: false });
    await emulator.control.waitForWebhooks(10_000);

    expect(deliveries.length).toBeGreaterThan(0);
    for (const delivery of deliveries) expect(delivery.statuses).toEqual([200, 200]);
    const { rows: events } = await a.db.query<{ id: string; outcome: string; attempts: number }>(
      'select id, outcome, attempts from stripe_events where processed_at is not null order by id',
    );
    expect(events.map((event) => event.id)).toEqual([...new Set(deliveries.map((d) => d.id))].sort());
    // Applying an event reads its subscription from Stripe once: one read an event, not two.
    const applied = events.filter((event) => event.outcome === 'applied');
    expect(applied.length).toBeGreaterThan(0);
    expect(subscriptionReads() - readsBefore).toBe(applied.length);
    expect(events.every((event) => event.attempts === 0)).toBe(true);

    // The same events due again (as after a failed attempt), with both workers retrying at once.
    await a.db.query(
      `update stripe_events set processed_at = null, outcome = null, next_attempt_at = now()
        where outcome = 'applied'`,
    );
    const readsBeforeRetry = subscriptionReads();
    const workers = [a, b].map((instance) =>
      startWebhookEventWorker({
        db: instance.db,
        payments: createPayments(stripeConfig()),
        log: silent,
        intervalMs: 3_600_000,
      }),
    );
    try {
      const rounds = await Promise.all(workers.map((worker) => worker.drain()));
      expect(rounds.reduce((sum, round) => sum + round.applied, 0)).toBe(applied.length);
      expect(rounds.reduce((sum, round) => sum + round.failed, 0)).toBe(0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(subscriptionReads() - readsBeforeRetry).toBe(applied.length);

    // What the events brought is what either process shows.
    for (const instance of [a, b]) {
      const info = await call(instance, 'GET', '/subscriptions/subscription-info', { token });
      expect(info.body).toMatchObject({ accountType: 'premium', frequency: 'monthly' });
      expect(info.body.invoices).toHaveLength(1);
    }
  });
});
