import { once } from 'node:events';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StripeNetwork } from '../src/config.js';
import { createStripeClient, DEFAULT_STRIPE_NETWORK } from '../src/payments/stripe-client.js';
import { type PaymentsHarness, startPaymentsHarness } from './helpers/payments-harness.js';
import { buildTestApp } from './helpers/test-app.js';

/**
 * Stands between the API and the Stripe emulator and breaks on demand: 'slow' holds every request
 * without an answer, 'down' cuts every connection, and `cutAfter` lets one request through to
 * Stripe, loses its answer and goes down (Stripe did the work, the API never heard).
 */
interface FaultyStripe {
  url: string;
  mode: 'up' | 'slow' | 'down';
  /** Requests that reached the proxy, with their idempotency key. */
  seen: { method: string; path: string; idempotencyKey: string | undefined }[];
  cutAfter(method: string, path: string): void;
  close(): Promise<void>;
}

async function startFaultyStripe(target: string): Promise<FaultyStripe> {
  const upstream = new URL(target);
  let cut: { method: string; path: string } | null = null;
  const proxy: FaultyStripe = {
    url: '',
    mode: 'up',
    seen: [],
    cutAfter(method, path) {
      cut = { method, path };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const path = (incoming.url ?? '').split('?')[0] ?? '';
    const key = incoming.headers['idempotency-key'];
    proxy.seen.push({
      method: incoming.method ?? '',
      path,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    if (proxy.mode === 'slow') return;
    if (proxy.mode === 'down') {
      incoming.socket.destroy();
      return;
    }
    const isCut = cut?.method === incoming.method && cut?.path === path;
    const upstreamRequest = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        if (isCut) {
          cut = null;
          proxy.mode = 'down';
          answer.resume();
          incoming.socket.destroy();
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstreamRequest);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

const ORDER = { paymentMethodId: 'pm_card_visa', licenseType: 'premium', frequency: 'monthly', userCount: 1 };

let h: PaymentsHarness;
let stripe: FaultyStripe;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await stripe?.close();
  h.emulator.control.setWebhookBehaviour({ hold: false });
});

/** An API on the harness's database whose Stripe calls go through the faulty proxy. */
async function appBehindFaultyStripe(network: StripeNetwork): Promise<FastifyInstance> {
  stripe = await startFaultyStripe(h.emulator.url);
  const app = await buildTestApp(h.db, { stripe: { ...h.stripeConfig, apiUrl: stripe.url, network } });
  apps.push(app);
  return app;
}

const payByCard = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-subscription-credit-card',
    headers: { authorization: `Bearer ${token}` },
    payload: ORDER,
  });

async function ourRows(userId: string) {
  const { rows } = await h.db.query<{ status: string }>(
    'select status from subscriptions where owner_id = $1 order by created_at',
    [userId],
  );
  const customer = await h.db.query<{ stripe_customer_id: string | null }>(
    'select stripe_customer_id from users where id = $1',
    [userId],
  );
  return { subscriptions: rows.map((row) => row.status), customer: customer.rows[0]?.stripe_customer_id };
}

describe('Stripe slow or down', () => {
  it("gives up long before the SDK's 80 s by default", () => {
    const client = createStripeClient({ ...h.stripeConfig, network: undefined });
    expect(client.getApiField('timeout')).toBe(DEFAULT_STRIPE_NETWORK.timeoutMs);
    expect(client.getMaxNetworkRetries()).toBe(DEFAULT_STRIPE_NETWORK.maxRetries);
    const worstCaseMs = DEFAULT_STRIPE_NETWORK.timeoutMs * (DEFAULT_STRIPE_NETWORK.maxRetries + 1);
    expect(worstCaseMs).toBeLessThan(30_000);
  });

  it('answers a Stripe that never answers with 503 payment_provider_unavailable after one retry, and writes nothing', async () => {
    const app = await appBehindFaultyStripe({ timeoutMs: 400, maxRetries: 1 });
    const { userId, token } = await h.customer('stripe-slow@example.ch');
    stripe.mode = 'slow';

    const started = Date.now();
    const response = await payByCard(app, token);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: true, code: 'payment_provider_unavailable' });
    // Two tries of 400 ms and the SDK's pause between them (0.5 to 1 s): given up before one try
    // on the default timeout would have, a bound four times what the work takes, which a busy
    // machine stays under (docs/toolchain.md#tests-by-chance).
    expect(Date.now() - started).toBeLessThan(DEFAULT_STRIPE_NETWORK.timeoutMs);
    // The same call was tried twice, with one idempotency key, so a late first try cannot count twice.
    expect(stripe.seen).toHaveLength(2);
    expect(stripe.seen[0]?.idempotencyKey).toBeDefined();
    expect(stripe.seen[1]).toEqual(stripe.seen[0]);
    expect(await ourRows(userId)).toEqual({ subscriptions: [], customer: null });
  });

  it('loses the answer of a charge when Stripe goes down mid-payment, writes nothing, and charges once when tried again', async () => {
    const app = await appBehindFaultyStripe({ timeoutMs: 5_000, maxRetries: 1 });
    const { userId, token } = await h.customer('stripe-mid-payment@example.ch');
    // Stripe's events about the charge wait, so what the failed call itself wrote can be seen.
    h.emulator.control.setWebhookBehaviour({ hold: true });
    stripe.cutAfter('POST', '/v1/subscriptions');

    const failed = await payByCard(app, token);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(stripe.mode).toBe('down');
    const atStripe = () =>
      h.emulator.control
        .objects()
        .subscriptions.filter((subscription) => subscription.metadata.userId === userId);
    // Stripe itself did subscribe and charge: only the answer was lost.
    expect(atStripe()).toHaveLength(1);
    // docs/architecture.md#stripe-outside-transactions (was: no customer either, all rolled back in
    // one transaction held across Stripe's calls): the customer Stripe created is recorded at once,
    // in its own statement; no subscription is recorded until Stripe's answer is known.
    expect(await ourRows(userId)).toEqual({ subscriptions: [], customer: atStripe()[0]?.customer });

    stripe.mode = 'up';
    const retried = await payByCard(app, token);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ paymentIntentStatus: 'succeeded', userStatus: 'active' });
    h.emulator.control.setWebhookBehaviour({ hold: false });
    h.emulator.control.releaseWebhooks();
    await h.settle();

    // One subscription and one charge at Stripe, the same one active here.
    const [subscription] = atStripe();
    expect(atStripe()).toHaveLength(1);
    const charges = h.emulator.control
      .objects()
      .paymentIntents.filter(
        (intent) => intent.customer === subscription?.customer && intent.status === 'succeeded',
      );
    expect(charges).toHaveLength(1);
    expect(await ourRows(userId)).toEqual({ subscriptions: ['active'], customer: subscription?.customer });
    const me = await h.call('GET', '/users/me', token);
    expect(me.json()).toMatchObject({ status: 'active' });
  });
});
