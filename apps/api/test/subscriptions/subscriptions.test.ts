import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { checkoutOrder as order, subscriptionCalls } from '../helpers/subscription-calls.js';
import { buildTestApp } from '../helpers/test-app.js';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, status, payByCard, liveRows } = subscriptionCalls(() => h);

describe('subscription-info', () => {
  it('shows a new account as free with nothing to list, and when its trial ends', async () => {
    const { token } = await h.customer('free@example.ch');
    expect(await info(token)).toEqual({
      accountType: 'free',
      nextRenewalDate: null,
      cancellationDate: null,
      licenses: [],
      numberOfLicenses: 0,
      subscriptionToken: null,
      frequency: null,
      invoices: [],
      trialEndsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      seat: null,
      invitations: [],
      scheduledChange: null,
      licenseHeldElsewhere: false,
      paymentMethod: null,
      nextCharge: null,
      paymentProblem: null,
      orderAwaiting: null,
      paidBy: null,
      appUsage: { monthSeconds: 0, lastUsedAt: null },
    });
  });

  it('needs a session', async () => {
    expect((await h.call('GET', '/subscriptions/subscription-info')).statusCode).toBe(401);
  });
});

describe('save-billing-info', () => {
  it('refuses a blank field with 400 and keeps what was saved before', async () => {
    const { token, userId } = await h.customer('billing@example.ch');
    const response = await h.call('POST', '/subscriptions/save-billing-info', token, {
      billingInfo: { firstName: ' ', lastName: 'Muster', address: 'Weg 1', postalCode: '3000', city: 'Bern' },
    });
    expect(response.statusCode).toBe(400);
    const { rows } = await h.db.query<{ city: string }>('select city from billing_info where user_id = $1', [
      userId,
    ]);
    expect(rows).toEqual([{ city: 'Zürich' }]);
  });
});

describe('unsubscribe and subscribing again', () => {
  it('cancels at period end, shows the date, and resumes the same subscription without a second charge', async () => {
    const { token, userId } = await h.customer('cancel@example.ch');
    await payByCard(token, 'pm_card_visa');
    await h.settle();
    const before = await info(token);

    const cancelled = await h.call('POST', '/subscriptions/unsubscribe', token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().cancellationDate).toBe(before.nextRenewalDate);
    await h.settle();
    const after = await info(token);
    expect(after).toMatchObject({
      accountType: 'premium',
      nextRenewalDate: null,
      cancellationDate: before.nextRenewalDate,
    });

    const twice = await h.call('POST', '/subscriptions/unsubscribe', token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'no_active_subscription' });

    const resumed = await payByCard(token, 'pm_card_visa');
    expect(resumed.json()).toMatchObject({ userStatus: 'active' });
    await h.settle();
    const back = await info(token);
    expect(back).toMatchObject({ cancellationDate: null, nextRenewalDate: before.nextRenewalDate });
    expect(back.subscriptionToken).toBe(before.subscriptionToken);
    expect(back.invoices).toHaveLength(1);
    expect(await liveRows(userId)).toHaveLength(1);
  });

  it('ends the plan when the cancelled period is over', async () => {
    const { token } = await h.customer('period-over@example.ch');
    await payByCard(token, 'pm_card_visa');
    await h.call('POST', '/subscriptions/unsubscribe', token);
    await h.settle();
    const stripeId = (
      await h.db.query<{ stripe_subscription_id: string }>(
        "select stripe_subscription_id from subscriptions s join users u on u.id = s.owner_id where u.email = 'period-over@example.ch'",
      )
    ).rows[0]?.stripe_subscription_id;
    h.emulator.control.advanceClock({ toNextBillingPeriod: true, subscription: stripeId });
    await h.settle();
    expect((await info(token)).accountType).toBe('free');
    expect(await status(token)).toBe('active');
  });

  it('has nothing to cancel for a free account', async () => {
    const { token } = await h.customer('nothing@example.ch');
    expect((await h.call('POST', '/subscriptions/unsubscribe', token)).json()).toMatchObject({
      code: 'no_active_subscription',
    });
  });
});

describe('create-subscription-invoice', () => {
  it('activates at once with an open invoice due in 30 days', async () => {
    const { token } = await h.customer('by-invoice@example.ch');
    const response = await h.call(
      'POST',
      '/subscriptions/create-subscription-invoice',
      token,
      order('enterprise'),
    );
    expect(response.statusCode).toBe(200);
    await h.settle();
    const account = await info(token);
    expect(account).toMatchObject({ accountType: 'enterprise', numberOfLicenses: 3 });
    expect(account.invoices).toMatchObject([{ status: 'open', amount_paid: 0 }]);
    expect(await status(token)).toBe('active');
  });

  it('is refused when payment by invoice is not offered', async () => {
    const app = await buildTestApp(h.db, { stripe: h.stripeConfig, invoicePaymentEnabled: false });
    const { token } = await h.customer('no-invoice@example.ch');
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-subscription-invoice',
      headers: { authorization: `Bearer ${token}` },
      payload: order('premium'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'invoice_payment_unavailable' });
    await app.close();
  });
});

describe('without Stripe', () => {
  it('answers the payment calls with 503 and writes nothing', async () => {
    const app = await buildTestApp(h.db, { stripe: null });
    const { token, userId } = await h.customer('no-stripe@example.ch');
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-subscription-credit-card',
      headers: { authorization: `Bearer ${token}` },
      payload: { paymentMethodId: 'pm_card_visa', ...order('premium') },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(await liveRows(userId)).toEqual([]);
    await app.close();
  });

  it('answers 503 when Stripe cannot be reached, and nothing is half-written', async () => {
    const app = await buildTestApp(h.db, {
      stripe: { ...h.stripeConfig, apiUrl: 'http://127.0.0.1:9' },
    });
    const { token, userId } = await h.customer('stripe-down@example.ch');
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-subscription-credit-card',
      headers: { authorization: `Bearer ${token}` },
      payload: { paymentMethodId: 'pm_card_visa', ...order('premium') },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(await liveRows(userId)).toEqual([]);
    const { rows } = await h.db.query('select stripe_customer_id from users where id = $1', [userId]);
    expect(rows).toEqual([{ stripe_customer_id: null }]);
    await app.close();
  });
});
