import { signatureHeader } from '@app/stripe-emulator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterEach(() => {
  h.emulator.control.setWebhookBehaviour({
    hold: false,
    duplicate: 0,
    reorder: false,
    delayMs: 0,
    types: null,
  });
});
afterAll(() => h.close());

const postEvent = (payload: string, signature?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

async function threeDSecureSubscription(email: string) {
  const customer = await h.customer(email);
  const answer = (
    await h.call('POST', '/subscriptions/create-subscription-credit-card', customer.token, {
      paymentMethodId: 'pm_card_threeDSecure2Required',
      licenseType: 'premium',
      frequency: 'monthly',
      userCount: 1,
    })
  ).json();
  expect(answer.requiresAction).toBe(true);
  return { ...customer, paymentIntent: (answer.clientSecret as string).split('_secret_')[0] as string };
}

const status = async (token: string) => (await h.call('GET', '/users/me', token)).json().status;

describe('POST /api/webhooks/stripe', () => {
  it('refuses a body without a valid signature', async () => {
    const event = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    expect((await postEvent(event)).statusCode).toBe(400);
    const wrong = await postEvent(
      event,
      signatureHeader(event, 'whsec_someone_else', Math.floor(Date.now() / 1000)),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: true, code: 'validation_failed' });
    const { rows } = await h.db.query("select 1 from stripe_events where id = 'evt_forged'");
    expect(rows).toEqual([]);
  });

  it('refuses a validly signed event dated 10 minutes ahead (docs/limits.md#webhook-timestamps)', async () => {
    const event = JSON.stringify({
      id: 'evt_from_the_future',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_doesNotExist', object: 'subscription' } },
    });
    const secret = h.stripeConfig.webhookSecret as string;
    const now = Math.floor(Date.now() / 1000);
    const ahead = await postEvent(event, signatureHeader(event, secret, now + 10 * 60));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ error: true, code: 'validation_failed' });
    const { rows } = await h.db.query("select 1 from stripe_events where id = 'evt_from_the_future'");
    expect(rows).toEqual([]);
    // A sender's clock a little ahead of ours is still Stripe's.
    const slightlyAhead = await postEvent(event, signatureHeader(event, secret, now + 60));
    expect(slightlyAhead.statusCode).toBe(200);
  });

  it('records a signed event about a subscription Stripe does not know, and changes nothing', async () => {
    const event = JSON.stringify({
      id: 'evt_unknown_subscription',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_doesNotExist', object: 'subscription' } },
    });
    const response = await postEvent(
      event,
      signatureHeader(event, h.stripeConfig.webhookSecret as string, Math.floor(Date.now() / 1000)),
    );
    expect(response.statusCode).toBe(200);
    const { rows } = await h.db.query<{ processed: boolean }>(
      "select processed_at is not null as processed from stripe_events where id = 'evt_unknown_subscription'",
    );
    expect(rows).toEqual([{ processed: true }]);
  });

  it('activates the account from the paid invoice after 3-D Secure', async () => {
    const { token, paymentIntent } = await threeDSecureSubscription('webhook-3ds@example.ch');
    await h.settle();
    expect(await status(token)).toBe('pending');
    h.emulator.control.authenticatePaymentIntent(paymentIntent, 'complete');
    await h.settle();
    expect(await status(token)).toBe('active');
  });

  it('processes each event once when Stripe delivers it twice', async () => {
    h.emulator.control.setWebhookBehaviour({ duplicate: 1 });
    const { token, paymentIntent } = await threeDSecureSubscription('webhook-twice@example.ch');
    h.emulator.control.authenticatePaymentIntent(paymentIntent, 'complete');
    await h.settle();
    expect(await status(token)).toBe('active');

    const deliveries = h.emulator.control.deliveries().filter((delivery) => delivery.status === 'delivered');
    const ids = deliveries.map((delivery) => delivery.eventId);
    expect(ids.length).toBeGreaterThan(new Set(ids).size);
    const { rows } = await h.db.query<{ id: string; count: number }>(
      'select id, count(*)::int as count from stripe_events where id = any($1) group by id',
      [[...new Set(ids)]],
    );
    expect(rows).toHaveLength(new Set(ids).size);
    expect(rows.every((row) => row.count === 1)).toBe(true);
    const invoices = (await h.call('GET', '/subscriptions/subscription-info', token)).json().invoices;
    expect(invoices).toHaveLength(1);
  });

  it('ends in the right state when the events arrive newest first', async () => {
    h.emulator.control.setWebhookBehaviour({ hold: true });
    const { token, paymentIntent } = await threeDSecureSubscription('webhook-reversed@example.ch');
    h.emulator.control.authenticatePaymentIntent(paymentIntent, 'complete');
    expect(await status(token)).toBe('pending');
    expect(h.emulator.control.releaseWebhooks('reverse')).toBeGreaterThan(3);
    await h.settle();
    expect(await status(token)).toBe('active');
    const account = (await h.call('GET', '/subscriptions/subscription-info', token)).json();
    expect(account).toMatchObject({ accountType: 'premium', invoices: [{ status: 'paid' }] });
  });

  it('keeps the account in step with a renewal charged later', async () => {
    const customer = await h.customer('renewal@example.ch');
    await h.call('POST', '/subscriptions/create-subscription-credit-card', customer.token, {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'premium',
      frequency: 'monthly',
      userCount: 1,
    });
    await h.settle();
    const before = (await h.call('GET', '/subscriptions/subscription-info', customer.token)).json();
    const { rows } = await h.db.query<{ stripe_subscription_id: string }>(
      'select stripe_subscription_id from subscriptions where owner_id = $1',
      [customer.userId],
    );
    h.emulator.control.advanceClock({
      toNextBillingPeriod: true,
      subscription: rows[0]?.stripe_subscription_id,
    });
    await h.settle();
    const after = (await h.call('GET', '/subscriptions/subscription-info', customer.token)).json();
    expect(after.invoices).toHaveLength(2);
    expect(after.invoices.every((invoice: { status: string }) => invoice.status === 'paid')).toBe(true);
    expect(new Date(after.nextRenewalDate).getTime()).toBeGreaterThan(
      new Date(before.nextRenewalDate).getTime(),
    );
  });
});
