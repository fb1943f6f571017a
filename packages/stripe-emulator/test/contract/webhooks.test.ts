import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../src/index.js';
import {
  emulatorForThisFile,
  firstPaymentIntentId,
  seedCatalogue,
  startWebhookReceiver,
  type WebhookReceiver,
} from './emulator-fixture.js';

const SECRET = 'whsec_test_emulator_secret';
const env = emulatorForThisFile({
  webhookRetry: { maxAttempts: 4, initialDelayMs: 40, maxDelayMs: 400, timeoutMs: 2000 },
});
const receivers: WebhookReceiver[] = [];

async function receiver(respond?: (attempt: number) => number): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(SECRET, respond);
  receivers.push(started);
  env.emulator.control.configureWebhooks({ url: started.url, secret: SECRET });
  return started;
}

afterEach(async () => {
  await env.emulator.control.waitForWebhooks().catch(() => undefined);
  env.emulator.control.configureWebhooks(null);
  await Promise.all(receivers.splice(0).map((started) => started.close()));
});

/**
 * The card-payment journey of docs/subscriptions-and-money.md#card-payment: incomplete subscription, then the
 * first payment.
 */
async function payFirstInvoice(paymentMethod = 'pm_card_visa') {
  const catalogue = await seedCatalogue(env.stripe);
  const customer = await env.stripe.customers.create({ email: 'doctor@example.ch' });
  const subscription = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalogue.premiumMonthly.id }],
    payment_behavior: 'default_incomplete',
    expand: ['latest_invoice.confirmation_secret'],
  });
  await env.stripe.paymentIntents
    .confirm(firstPaymentIntentId(subscription), { payment_method: paymentMethod })
    .catch(() => undefined);
  return { customer, subscription };
}

const types = (started: WebhookReceiver): string[] => started.received.map((item) => item.event.type);

describe('webhook signatures', () => {
  it('signs like Stripe: the SDK’s constructEvent verifies every delivery', async () => {
    const started = await receiver();
    await payFirstInvoice();
    await env.emulator.control.waitForWebhooks();
    expect(started.attempts).toBe(started.received.length);
    const [first] = started.received;
    expect(first?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(first?.event).toMatchObject({ object: 'event', api_version: Stripe.API_VERSION, livemode: false });
    expect(first?.event.id).toMatch(/^evt_/);
    // The exact bytes are signed: a changed payload no longer verifies.
    const verifier = new Stripe('sk_test_x');
    expect(() =>
      verifier.webhooks.constructEvent(`${first?.raw} `, first?.signature as string, SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('exports the signing scheme for tests that post their own events', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' });
    const header = signatureHeader(payload, SECRET, Math.floor(Date.now() / 1000));
    const event = new Stripe('sk_test_x').webhooks.constructEvent(payload, header, SECRET);
    expect(event.id).toBe('evt_1');
  });
});

describe('events sent', () => {
  it('covers a successful first payment, in order', async () => {
    const started = await receiver();
    const { subscription } = await payFirstInvoice();
    await env.emulator.control.waitForWebhooks();
    const sent = types(started);
    const order: string[] = [
      'customer.subscription.created',
      'invoice.finalized',
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ];
    expect(order.map((type) => sent.indexOf(type))).toEqual(
      [...order.map((type) => sent.indexOf(type))].sort((a, b) => a - b),
    );
    expect(order.every((type) => sent.includes(type))).toBe(true);
    const updated = started.received.find(
      (item) => item.event.type === 'customer.subscription.updated',
    )?.event;
    expect(updated?.data.object).toMatchObject({ id: subscription.id, status: 'active' });
    expect(updated?.data.previous_attributes).toMatchObject({ status: 'incomplete' });
    const paid = started.received.find((item) => item.event.type === 'invoice.paid')?.event;
    expect(paid?.data.object).toMatchObject({
      status: 'paid',
      parent: { subscription_details: { subscription: subscription.id } },
    });
  });

  it('sends invoice.payment_failed and payment_intent.payment_failed on a decline', async () => {
    const started = await receiver();
    await payFirstInvoice('pm_card_chargeDeclinedInsufficientFunds');
    await env.emulator.control.waitForWebhooks();
    expect(types(started)).toEqual(
      expect.arrayContaining(['payment_intent.payment_failed', 'invoice.payment_failed']),
    );
    const failed = started.received.find(
      (item) => item.event.type === 'payment_intent.payment_failed',
    )?.event;
    expect(failed?.data.object).toMatchObject({ last_payment_error: { decline_code: 'insufficient_funds' } });
  });

  it('sends customer.subscription.deleted on cancel', async () => {
    const started = await receiver();
    const { subscription } = await payFirstInvoice();
    await env.stripe.subscriptions.cancel(subscription.id);
    await env.emulator.control.waitForWebhooks();
    expect(types(started).at(-1)).toBe('customer.subscription.deleted');
  });

  it('marks each event with the request that caused it', async () => {
    await receiver();
    await env.stripe.customers.create({ email: 'a@example.ch' }, { idempotencyKey: 'create-a' });
    const [event] = env.emulator.control.events('customer.created');
    expect(event?.request).toMatchObject({ idempotency_key: 'create-a' });
    expect(event?.request.id).toMatch(/^req_/);
    expect(event?.pending_webhooks).toBe(1);
    const listed = await env.stripe.events.list({ type: 'customer.created' });
    expect(listed.data.map((item) => item.id)).toEqual([event?.id]);
  });
});

describe('delivery', () => {
  it('retries with exponential backoff until the endpoint answers 2xx', async () => {
    const started = await receiver((attempt) => (attempt <= 2 ? 500 : 200));
    await env.stripe.customers.create({ email: 'retry@example.ch' });
    await env.emulator.control.waitForWebhooks();
    const [delivery] = env.emulator.control.deliveries();
    expect(delivery?.status).toBe('delivered');
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    const times = delivery?.attempts.map((attempt) => Date.parse(attempt.at)) ?? [];
    const [a = 0, b = 0, c = 0] = times;
    expect(b - a).toBeGreaterThanOrEqual(35);
    expect(c - b).toBeGreaterThanOrEqual(75);
    expect(started.received).toHaveLength(1);
  });

  it('gives up after the last attempt', async () => {
    await receiver(() => 503);
    await env.stripe.customers.create({});
    await env.emulator.control.waitForWebhooks();
    const [delivery] = env.emulator.control.deliveries();
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts).toHaveLength(4);
  });

  it('counts an unreachable endpoint as a failed attempt', async () => {
    env.emulator.control.configureWebhooks({ url: 'http://127.0.0.1:9/unreachable', secret: SECRET });
    await env.stripe.customers.create({});
    await env.emulator.control.waitForWebhooks();
    const [delivery] = env.emulator.control.deliveries();
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts[0]?.error).toBeTruthy();
  });

  it('duplicates events on demand (same event id twice)', async () => {
    const started = await receiver();
    env.emulator.control.setWebhookBehaviour({ duplicate: 1, types: ['invoice.paid'] });
    await payFirstInvoice();
    await env.emulator.control.waitForWebhooks();
    const paid = started.received.filter((item) => item.event.type === 'invoice.paid');
    expect(paid).toHaveLength(2);
    expect(paid[0]?.event.id).toBe(paid[1]?.event.id);
    expect(types(started).filter((type) => type === 'invoice.finalized')).toHaveLength(1);
  });

  it('reorders a burst of events on demand (newest first)', async () => {
    const started = await receiver();
    // A wide window: the burst spans several API calls, however slow the machine.
    env.emulator.control.setWebhookBehaviour({ reorder: true, reorderWindowMs: 500 });
    await payFirstInvoice();
    const created = env.emulator.control.events().map((event) => event.id);
    await started.waitFor(created.length);
    await env.emulator.control.waitForWebhooks();
    expect(started.received.map((item) => item.event.id)).toEqual([...created].reverse());
  });

  it('holds events until released, then sends them in the order asked', async () => {
    const started = await receiver();
    env.emulator.control.setWebhookBehaviour({ hold: true });
    await env.stripe.customers.create({ email: 'first@example.ch' });
    await env.stripe.customers.create({ email: 'second@example.ch' });
    await env.emulator.control.waitForWebhooks();
    expect(started.received).toHaveLength(0);
    expect(env.emulator.control.deliveries().map((delivery) => delivery.status)).toEqual(['held', 'held']);
    expect(env.emulator.control.releaseWebhooks('reverse')).toBe(2);
    await started.waitFor(2);
    expect(started.received.map((item) => (item.event.data.object as Stripe.Customer).email)).toEqual([
      'second@example.ch',
      'first@example.ch',
    ]);
  });

  it('delays events on demand (e.g. a slow activation)', async () => {
    const started = await receiver();
    env.emulator.control.setWebhookBehaviour({ delayMs: 300, types: ['invoice.paid'] });
    const sent = Date.now();
    await payFirstInvoice();
    await started.waitFor(1);
    expect(types(started)).not.toContain('invoice.paid');
    await env.emulator.control.waitForWebhooks();
    const paid = started.received.find((item) => item.event.type === 'invoice.paid');
    expect((paid?.at ?? 0) - sent).toBeGreaterThanOrEqual(290);
    // Events not named in `types` were not held back behind the delayed one.
    const updated = started.received.find((item) => item.event.type === 'customer.subscription.updated');
    expect(updated?.at).toBeLessThan(paid?.at ?? 0);
  });

  it('is steered over HTTP as well (control API)', async () => {
    const started = await startWebhookReceiver(SECRET);
    receivers.push(started);
    const control = (path: string, method: string, body?: unknown) =>
      fetch(`${env.emulator.url}/_emulator${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((response) => response.json());
    await control('/webhooks/endpoint', 'PUT', { url: started.url, secret: SECRET });
    await control('/webhooks/behaviour', 'POST', { duplicate: 1 });
    await env.stripe.customers.create({});
    const deliveries = await control('/webhooks/wait', 'POST', { timeoutMs: 3000 });
    expect(deliveries.map((delivery: { status: string }) => delivery.status)).toEqual([
      'delivered',
      'delivered',
    ]);
    expect(started.received).toHaveLength(2);
    const objects = await control('/objects?type=customers', 'GET');
    expect(objects).toHaveLength(1);
    await control('/reset', 'POST');
    expect(await control('/objects?type=customers', 'GET')).toEqual([]);
  });
});
