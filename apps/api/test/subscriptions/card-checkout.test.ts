import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { checkoutOrder as order, subscriptionCalls } from '../helpers/subscription-calls.js';

let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, status, payByCard, liveRows } = subscriptionCalls(() => h);
/** Whole days from the emulator's now to an ISO date the API answered. */
const daysFromStripeNow = (iso: string) =>
  (new Date(iso).getTime() / 1000 - h.emulator.control.now()) / 86_400;

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
    // A calendar month from the purchase, by Stripe's clock, which stood still meanwhile.
    const renewalInDays = daysFromStripeNow(account.nextRenewalDate);
    expect(renewalInDays).toBeGreaterThanOrEqual(28);
    expect(renewalInDays).toBeLessThanOrEqual(31);
    expect(account.invoices).toEqual([
      {
        id: expect.stringMatching(/^in_/),
        number: expect.any(String),
        created: expect.any(Number),
        amount_paid: unitPriceCents('premium', 'monthly'),
        amount_due: unitPriceCents('premium', 'monthly'),
        status: 'paid',
        // Our own PDF (docs/subscriptions-and-money.md#invoices), not Stripe's.
        invoice_pdf: `http://localhost:3000/api/invoices/${account.invoices[0].id}/pdf`,
      },
    ]);
    expect(await status(token)).toBe('active');

    const pdf = await h.call('GET', `/invoices/${account.invoices[0].id}/pdf`, token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
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
    expect([365, 366]).toContain(daysFromStripeNow(account.nextRenewalDate));
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
    // An hour later: the account lists its invoices newest first by Stripe's time, to the second.
    h.emulator.control.advanceClock({ seconds: 3600 });
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
    // docs/subscriptions-and-money.md#changes (was: one invoice, the difference left on credit for
    // the next one): the upgrade is its own paid invoice, three enterprise seats less the unused
    // premium month.
    const [upgrade, purchase] = after.invoices;
    expect(after.invoices).toHaveLength(2);
    expect(purchase.id).toBe(before.invoices[0].id);
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
