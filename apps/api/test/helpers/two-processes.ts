import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningEmulator, startEmulator } from '@app/stripe-emulator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import type { StripeConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { openPostgres } from '../../src/db/postgres.js';
import { frozenClock } from './payments-harness.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';
import { buildTestApp } from './test-app.js';

const WEBHOOK_SECRET = 'whsec_test_two_processes';

export interface Instance {
  name: string;
  db: Database;
  app: FastifyInstance;
  url: string;
  /** The mails this instance's outbox worker reported sent. */
  sent: string[];
}

/** What the two instances run beside: the Stripe emulator and an SMTP server. */
export interface TwoProcesses {
  a: Instance;
  b: Instance;
  emulator: RunningEmulator;
  smtp: TestSmtpServer;
}

/**
 * Two instances of the API on one new PostgreSQL database (the server DATABASE_URL names), each
 * with its own connection pool and HTTP server, started before the tests of the describe block
 * that calls this and stopped after them; `use` hands them to the block. Stripe's deliveries
 * reach both instances, each delivery at the same moment, as when a retried delivery and the
 * first one land on two processes.
 */
export function useTwoProcesses(use: (started: TwoProcesses) => void) {
  const serverUrl = process.env.DATABASE_URL as string;
  const databaseName = `test_two_${randomBytes(6).toString('hex')}`;
  let started: TwoProcesses | undefined;
  let fanOut: http.Server | undefined;
  /** Every Stripe API request the emulator served, as "METHOD path". */
  const stripeRequests: string[] = [];
  /** Each webhook delivery the fan-out passed on, and what the two instances answered. */
  const deliveries: Array<{ id: string; statuses: number[] }> = [];
  const running = () => {
    if (!started) throw new Error('the two processes are not started');
    return started;
  };

  const stripeConfigOf = (emulator: RunningEmulator): StripeConfig => ({
    secretKey: 'sk_test_two_processes',
    publishableKey: 'pk_test_two_processes',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: emulator.url,
    jsUrl: emulator.stripeJsUrl,
  });
  const stripeConfig = () => stripeConfigOf(running().emulator);

  async function startInstance(
    name: string,
    db: Database,
    emulator: RunningEmulator,
    smtp: TestSmtpServer,
  ): Promise<Instance> {
    const app = await buildTestApp(db, {
      stripe: stripeConfigOf(emulator),
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

    const smtp = await startSmtpServer();
    const emulator = await startEmulator({
      port: 0,
      clock: frozenClock(),
      webhookSecret: WEBHOOK_SECRET,
      webhookRetry: { maxAttempts: 4, initialDelayMs: 20, maxDelayMs: 200, timeoutMs: 10_000 },
      log: (line) => stripeRequests.push(line.split(' ').slice(0, 2).join(' ')),
    });
    const a = await startInstance('a', dbA, emulator, smtp);
    const b = await startInstance('b', dbB, emulator, smtp);
    started = { a, b, emulator, smtp };

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
    use(started);
  });

  afterAll(async () => {
    await Promise.all([started?.a.app.close(), started?.b.app.close()]);
    await Promise.all([started?.a.db.close(), started?.b.db.close()]);
    fanOut?.close();
    await started?.emulator.close();
    await started?.smtp.close();
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
    const { rows } = await running().a.db.query<{ link: string }>(
      `select params->>'link' as link from mail_outbox where recipient = $1 order by id desc limit 1`,
      [email],
    );
    const token = rows[0]?.link.match(/token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no link for ${email}`);
    return token;
  }

  /** Signs up on one instance and confirms the address with the mailed link on the other. */
  async function confirmedAccount(email: string, password: string): Promise<void> {
    const { a, b } = running();
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
    expect(
      (await call(a, 'POST', '/authentication/signup', { body: { email, password, lang: 'de' }, client }))
        .status,
    ).toBe(200);
    const token = await linkToken(email);
    const confirm = await fetch(`${b.url}/api/authentication/confirm-email?token=${token}`, {
      redirect: 'manual',
    });
    expect(confirm.headers.get('location')).toBe(`/signin?emailConfirmation=pending&confirmation=${token}`);
    // docs/accounts.md#ownership: the sign-in with the link's token and the sign-up's password confirms.
    const signin = await call(b, 'POST', '/authentication/signin-web', {
      body: { email, password, confirmation: token },
      client,
    });
    expect(signin.status).toBe(200);
  }

  return { call, confirmedAccount, stripeConfig, stripeRequests, deliveries };
}
