import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { buildTestApp } from '../helpers/test-app.js';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const order = (licenseType: 'premium' | 'enterprise', extra: Record<string, unknown> = {}) => ({
  licenseType,
  frequency: 'monthly',
  userCount: licenseType === 'enterprise' ? 3 : 1,
  ...extra,
});

const payByCard = (token: string, paymentMethodId: string, body = order('premium')) =>
  h.call('POST', '/subscriptions/create-subscription-credit-card', token, { paymentMethodId, ...body });

const info = async (token: string) => (await h.call('GET', '/subscriptions/subscription-info', token)).json();
const status = async (token: string) => (await h.call('GET', '/users/me', token)).json().status;

async function liveRows(userId: string) {
  const { rows } = await h.db.query<{ status: string; ended_at: Date | null }>(
    'select status, ended_at from subscriptions where owner_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

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
      scheduledChange: null,
      licenseHeldElsewhere: false,
      paymentMethod: null,
      nextCharge: null,
      paymentProblem: null,
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

describe('create-subscription-credit-card', () => {
  it('activates a premium account paid by a good card, with its paid invoice and a renewal date', async () => {
    const { token } = await h.customer('card-ok@example.ch');
    const response = await payByCard(token, 'pm_card_visa');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
    await h.settle();

    const account = await info(token);
    expect(account).toMatchObject({
      accountType: 'premium',
      frequency: 'monthly',
      cancellationDate: null,
      numberOfLicenses: 1,
      licenses: [],
    });
    expect(account.subscriptionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const renewal = new Date(account.nextRenewalDate).getTime();
    expect(renewal - Date.now()).toBeGreaterThan(27 * 24 * 3600_000);
    expect(renewal - Date.now()).toBeLessThan(32 * 24 * 3600_000);
    expect(account.invoices).toEqual([
      {
        id: expect.stringMatching(/^in_/),
        number: expect.any(String),
        created: expect.any(Number),
        amount_paid: unitPriceCents('premium', 'monthly'),
        amount_due: unitPriceCents('premium', 'monthly'),
        status: 'paid',
        invoice_pdf: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/invoice\/in_\w+\/pdf(\?|$)/),
      },
    ]);
    expect(await status(token)).toBe('active');

    const pdf = await fetch(account.invoices[0].invoice_pdf);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('charges the catalogue amount for an annual enterprise order of 3 seats', async () => {
    const { token } = await h.customer('annual@example.ch');
    const response = await payByCard(
      token,
      'pm_card_mastercard',
      order('enterprise', { frequency: 'annual' }),
    );
    expect(response.json()).toMatchObject({ userStatus: 'active' });
    await h.settle();
    const account = await info(token);
    expect(account.invoices[0].amount_paid).toBe(3 * unitPriceCents('enterprise', 'annual'));
    expect(account).toMatchObject({
      accountType: 'enterprise',
      frequency: 'annual',
      numberOfLicenses: 3,
      licenses: [{ email: 'annual@example.ch', status: 'active', removable: false }],
    });
    const renewal = new Date(account.nextRenewalDate).getTime();
    expect(renewal - Date.now()).toBeGreaterThan(360 * 24 * 3600_000);
  });

  it('asks for 3-D Secure, keeps the user pending, and activates once the bank confirms', async () => {
    const { token, userId } = await h.customer('three-d@example.ch');
    const response = await payByCard(token, 'pm_card_threeDSecure2Required');
    const answer = response.json();
    expect(answer).toMatchObject({
      requiresAction: true,
      paymentIntentStatus: 'requires_action',
      userStatus: 'pending',
    });
    expect(answer.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(await status(token)).toBe('pending');
    expect((await info(token)).accountType).toBe('free');

    h.emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
    await h.settle();
    expect(await status(token)).toBe('active');
    expect((await info(token)).accountType).toBe('premium');
    expect(await liveRows(userId)).toEqual([{ status: 'active', ended_at: null }]);
  });

  it('after a failed 3-D Secure, a new card replaces the unpaid attempt and is charged once', async () => {
    const { token, userId } = await h.customer('three-d-fail@example.ch');
    const first = (await payByCard(token, 'pm_card_threeDSecure2Required')).json();
    h.emulator.control.authenticatePaymentIntent(first.clientSecret.split('_secret_')[0], 'fail');
    await h.settle();
    expect(await status(token)).toBe('pending');

    expect((await payByCard(token, 'pm_card_visa')).json()).toMatchObject({ userStatus: 'active' });
    await h.settle();
    const rows = await liveRows(userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.ended_at).not.toBeNull();
    expect(rows[1]).toEqual({ status: 'active', ended_at: null });
    // The abandoned attempt's invoice is voided at Stripe and no longer listed: one bill, paid.
    expect((await info(token)).invoices.map((invoice: { status: string }) => invoice.status)).toEqual([
      'paid',
    ]);
    const { rows: attempts } = await h.db.query<{ stripe_subscription_id: string }>(
      'select stripe_subscription_id from subscriptions where owner_id = $1 order by created_at',
      [userId],
    );
    const abandoned = await h.stripe.invoices.list({ subscription: attempts[0]?.stripe_subscription_id });
    expect(abandoned.data.map((invoice) => invoice.status)).toEqual(['void']);
  });

  it('answers a declined card with requires_payment_method, leaves the account as it was, and takes a good card next', async () => {
    const { token, userId } = await h.customer('declined@example.ch');
    const declined = await payByCard(token, 'pm_card_chargeDeclined');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ paymentIntentStatus: 'requires_payment_method' });
    await h.settle();
    expect(await status(token)).toBe('active');
    expect((await info(token)).accountType).toBe('free');
    expect((await liveRows(userId)).every((row) => row.ended_at !== null)).toBe(true);
    // Nothing is owed for the declined attempt: its invoice is voided, and the account lists none.
    expect((await info(token)).invoices).toEqual([]);

    expect((await payByCard(token, 'pm_card_visa')).json()).toEqual({
      userStatus: 'active',
      paymentIntentStatus: 'succeeded',
    });
    await h.settle();
    expect((await info(token)).invoices.map((invoice: { status: string }) => invoice.status)).toEqual([
      'paid',
    ]);
  });

  it('moves a premium subscriber to enterprise on the same subscription, charging the prorated difference at once', async () => {
    const { token, userId } = await h.customer('upgrade@example.ch');
    await payByCard(token, 'pm_card_visa');
    await h.settle();
    const before = await info(token);
    const upgraded = await payByCard(token, 'pm_card_visa', order('enterprise'));
    expect(upgraded.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
    await h.settle();
    const after = await info(token);
    expect(after).toMatchObject({
      accountType: 'enterprise',
      numberOfLicenses: 3,
      subscriptionToken: before.subscriptionToken,
      nextRenewalDate: before.nextRenewalDate,
    });
    // Issue 20 (was: one invoice, the difference left on credit for the next one): the upgrade
    // is its own paid invoice, three enterprise seats less the unused premium month.
    const [upgrade] = after.invoices;
    expect(after.invoices).toHaveLength(2);
    expect(upgrade).toMatchObject({ status: 'paid' });
    expect(upgrade.amount_paid).toBeGreaterThan(0);
    expect(upgrade.amount_paid).toBeLessThanOrEqual(3 * unitPriceCents('enterprise', 'monthly'));
    expect(await liveRows(userId)).toEqual([{ status: 'active', ended_at: null }]);
  });

  it('asks for billing information first', async () => {
    const { token } = await h.customer('no-billing@example.ch', { billingInfo: false });
    const response = await payByCard(token, 'pm_card_visa');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'billing_info_required' });
  });

  it('refuses to sell the same subscription twice', async () => {
    const { token } = await h.customer('twice@example.ch');
    await payByCard(token, 'pm_card_visa');
    const again = await payByCard(token, 'pm_card_visa');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_subscribed' });
  });

  it.each([
    [
      'an unknown plan',
      { paymentMethodId: 'pm_card_visa', licenseType: 'gold', frequency: 'monthly', userCount: 1 },
    ],
    [
      'one enterprise user',
      { paymentMethodId: 'pm_card_visa', licenseType: 'enterprise', frequency: 'monthly', userCount: 1 },
    ],
    [
      'a malformed payment method',
      { paymentMethodId: 'card 4242', licenseType: 'premium', frequency: 'monthly', userCount: 1 },
    ],
    ['a missing frequency', { paymentMethodId: 'pm_card_visa', licenseType: 'premium', userCount: 1 }],
  ])('refuses %s with 400 and creates nothing', async (_case, body) => {
    const { token, userId } = await h.customer(`bad-${_case.replaceAll(' ', '-')}@example.ch`);
    const response = await h.call('POST', '/subscriptions/create-subscription-credit-card', token, body);
    expect(response.statusCode).toBe(400);
    expect(await liveRows(userId)).toEqual([]);
  });

  it('answers an unknown payment method with payment_failed', async () => {
    const { token, userId } = await h.customer('unknown-pm@example.ch');
    const response = await payByCard(token, 'pm_doesNotExist123');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'payment_failed' });
    expect(await liveRows(userId)).toEqual([]);
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
