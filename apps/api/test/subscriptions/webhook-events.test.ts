import { signatureHeader } from '@app/stripe-emulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPayments } from '../../src/payments/payments.js';
import { syncSubscription } from '../../src/subscriptions/sync/stripe-sync-service.js';
import { startWebhookEventWorker } from '../../src/subscriptions/webhook-events/webhook-events-worker.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { order, subscriptionCalls } from '../helpers/subscription-calls.js';
import { buildTestApp } from '../helpers/test-app.js';
import { databaseNow } from '../helpers/test-database.js';

/**
 * docs/subscriptions-and-money.md#stripe-events and "webhook processing never answers 5xx because
 * of our own data": an event is stored, then applied; one that cannot be applied is kept with its
 * reason and retried by us.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const silent = { info() {}, warn() {}, error() {} };

const signed = (payload: string) =>
  signatureHeader(payload, h.stripeConfig.webhookSecret as string, Math.floor(Date.now() / 1000));

const post = (app: FastifyInstance, event: object) => {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
    payload,
  });
};

const stored = async (id: string) =>
  (
    await h.db.query<{
      processed: boolean;
      attempts: number;
      last_error: string | null;
      outcome: string | null;
    }>(
      'select processed_at is not null as processed, attempts, last_error, outcome from stripe_events where id = $1',
      [id],
    )
  ).rows[0];

const { payByCard } = subscriptionCalls(() => h);

async function premiumSubscription(email: string) {
  const customer = await h.customer(email);
  await payByCard(customer.token, 'pm_card_visa', order('premium'));
  await h.settle();
  const { rows } = await h.db.query<{ stripe_subscription_id: string }>(
    'select stripe_subscription_id from subscriptions where owner_id = $1',
    [customer.userId],
  );
  return { ...customer, subscriptionId: rows[0]?.stripe_subscription_id as string };
}

describe('stored, then applied', () => {
  it('keeps a correctly signed event without data and answers 200, never 500', async () => {
    const response = await post(h.app, {
      id: 'evt_no_data',
      object: 'event',
      type: 'invoice.paid',
      data: null,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored('evt_no_data')).toMatchObject({
      processed: true,
      outcome: 'ignored: no data object',
    });
  });

  it('answers 400 to a signed body that is no event at all', async () => {
    expect((await post(h.app, { hello: 'world' })).statusCode).toBe(400);
    expect((await post(h.app, [])).statusCode).toBe(400);
  });

  it('keeps an event it cannot apply while Stripe is unreachable, answers 200, and applies it later', async () => {
    const { token, subscriptionId } = await premiumSubscription('later@example.ch');
    // The emulator's own delivery of this change would apply it beside the test (a CI run of
    // docs/measurements.md#ci-time saw it land before the first check); here it reaches the API
    // only through the event below.
    const endpoint = h.emulator.control.webhookEndpoint();
    h.emulator.control.configureWebhooks(null);
    try {
      await h.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } finally {
      h.emulator.control.configureWebhooks(endpoint);
    }
    const cut = await buildTestApp(h.db, {
      stripe: { ...h.stripeConfig, apiUrl: 'http://127.0.0.1:9', network: { timeoutMs: 200, maxRetries: 0 } },
    });
    const event = {
      id: 'evt_stripe_away',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: subscriptionId, object: 'subscription' } },
    };
    const response = await post(cut, event);
    await cut.close();
    expect(response.statusCode).toBe(200);
    expect(await stored('evt_stripe_away')).toMatchObject({ processed: false, attempts: 1 });
    expect((await stored('evt_stripe_away'))?.last_error).toBeTruthy();
    expect(
      (await h.call('GET', '/subscriptions/subscription-info', token)).json().cancellationDate,
    ).toBeNull();

    // The worker tries again once it is due (made due now here) and Stripe answers.
    await h.db.query("update stripe_events set next_attempt_at = now() where id = 'evt_stripe_away'");
    const worker = startWebhookEventWorker({
      db: h.db,
      payments: createPayments(h.stripeConfig),
      log: silent,
      intervalMs: 3_600_000,
    });
    expect(await worker.drain()).toMatchObject({ failed: 0 });
    await worker.stop();
    expect(await stored('evt_stripe_away')).toMatchObject({ processed: true, last_error: null });
    expect(
      (await h.call('GET', '/subscriptions/subscription-info', token)).json().cancellationDate,
    ).not.toBeNull();
  });

  it('answers 200 to an event our own data refuses, keeps the reason, and retries it with backoff', async () => {
    const { userId, subscriptionId } = await premiumSubscription('conflict@example.ch');
    // A second live subscription of the same account at Stripe, which our one-live rule refuses.
    const existing = await h.stripe.subscriptions.retrieve(subscriptionId);
    const second = await h.stripe.subscriptions.create({
      customer: existing.customer as string,
      items: [{ price: existing.items.data[0]?.price.id as string }],
      default_payment_method: existing.default_payment_method as string,
      metadata: { userId },
    });
    const before = await databaseNow(h.db);
    const response = await post(h.app, {
      id: 'evt_own_data',
      object: 'event',
      type: 'customer.subscription.created',
      data: { object: { id: second.id, object: 'subscription' } },
    });
    expect(response.statusCode).toBe(200);
    const kept = await stored('evt_own_data');
    expect(kept).toMatchObject({ processed: false, attempts: 1 });
    expect(kept?.last_error).toMatch(/subscriptions_one_live/);
    // Its first retry 10 s after the failure, which came after this read of the database's clock:
    // however long the call took, unlike 'more than 5 s from now' read after it.
    const { rows } = await h.db.query<{ later: boolean }>(
      "select next_attempt_at >= $1::timestamptz + interval '10 seconds' as later from stripe_events where id = 'evt_own_data'",
      [before],
    );
    expect(rows).toEqual([{ later: true }]);
    await h.stripe.subscriptions.cancel(second.id);
  });
});

// On a PostgreSQL server only: PGlite runs in this process, so its clock is the one faked here
// (and it serves one process anyway).
describe.runIf(process.env.DATABASE_URL)('several API processes', () => {
  it("orders Stripe reads by the database's clock, so a process whose clock runs ahead cannot hide newer reads", async () => {
    const { token, subscriptionId } = await premiumSubscription('clocks@example.ch');
    // A process on another machine, its clock an hour ahead, syncs the subscription.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60 * 60 * 1000 });
    try {
      await syncSubscription(h.db, h.stripe, subscriptionId);
    } finally {
      vi.useRealTimers();
    }
    // Then the subscription changes, and a process with the right time reads it.
    await h.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await syncSubscription(h.db, h.stripe, subscriptionId);
    expect(
      (await h.call('GET', '/subscriptions/subscription-info', token)).json().cancellationDate,
    ).not.toBeNull();
  });
});
