import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';

/**
 * Issue 20, problems 1 and 2: a change that adds value is charged when it is made and applies
 * only once paid; the amount a preview shows is the amount then charged.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

type Plan = 'premium' | 'enterprise';
type Frequency = 'monthly' | 'annual';
const order = (
  licenseType: Plan,
  frequency: Frequency = 'monthly',
  userCount = licenseType === 'enterprise' ? 2 : 1,
) => ({
  licenseType,
  frequency,
  userCount,
});

const info = async (token: string) => (await h.call('GET', '/subscriptions/subscription-info', token)).json();
const status = async (token: string) => (await h.call('GET', '/users/me', token)).json().status;
const pay = (token: string, paymentMethodId: string, body: ReturnType<typeof order>) =>
  h.call('POST', '/subscriptions/create-subscription-credit-card', token, { paymentMethodId, ...body });
const preview = async (token: string, body: ReturnType<typeof order>) => {
  const response = await h.call('POST', '/subscriptions/preview-change', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    amountDueNow: number;
    vatDueNow: number;
    nextChargeAmount: number;
    nextChargeDate: string;
    effective: 'now' | 'period_end';
  };
};

async function stripeSubscriptionOf(userId: string): Promise<string> {
  const { rows } = await h.db.query<{ stripe_subscription_id: string }>(
    'select stripe_subscription_id from subscriptions where owner_id = $1 and ended_at is null',
    [userId],
  );
  const id = rows[0]?.stripe_subscription_id;
  if (!id) throw new Error('no live subscription');
  return id;
}

/** A subscriber, paid and active, with `card` as the subscription's card (3-D Secure passed). */
async function subscriber(email: string, body: ReturnType<typeof order>, card = 'pm_card_visa') {
  const customer = await h.customer(email);
  const answer = (await pay(customer.token, card, body)).json();
  if (answer.requiresAction) {
    h.emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
  }
  await h.settle();
  expect(await status(customer.token)).toBe('active');
  return customer;
}

/** The paid invoices at Stripe, newest first. */
async function paidInvoices(userId: string) {
  const list = await h.stripe.invoices.list({
    subscription: await stripeSubscriptionOf(userId),
    status: 'paid',
  });
  return list.data;
}

describe('upgrades are charged when made (problem 2)', () => {
  it('charges Premium to Enterprise x 2 now, the amount previewed, and only then gives Enterprise', async () => {
    const { token, userId } = await subscriber('up@example.ch', order('premium'));
    const shown = await preview(token, order('enterprise'));
    expect(shown.effective).toBe('now');
    expect(shown.amountDueNow).toBeGreaterThan(0);
    expect(shown.vatDueNow).toBe(shown.amountDueNow - Math.round(shown.amountDueNow / 1.077));
    expect(shown.nextChargeAmount).toBe(2 * unitPriceCents('enterprise', 'monthly'));
    expect(shown.nextChargeDate).toBe((await info(token)).nextRenewalDate);

    expect((await pay(token, 'pm_card_mastercard', order('enterprise'))).json()).toEqual({
      userStatus: 'active',
      paymentIntentStatus: 'succeeded',
    });
    await h.settle();
    const [charged] = await paidInvoices(userId);
    expect(charged?.billing_reason).toBe('subscription_update');
    expect(charged?.amount_paid).toBe(shown.amountDueNow);
    expect(await info(token)).toMatchObject({ accountType: 'enterprise', numberOfLicenses: 2 });
  });

  it('leaves the plan exactly as it was when the card fails, and the card it had is its card again', async () => {
    const { token, userId } = await subscriber('up-declined@example.ch', order('premium'));
    const before = await info(token);
    const subscriptionId = await stripeSubscriptionOf(userId);
    const cardBefore = (await h.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method;

    const declined = await pay(token, 'pm_card_chargeCustomerFail', order('enterprise', 'monthly', 50));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ paymentIntentStatus: 'requires_payment_method' });
    await h.settle();
    const after = await info(token);
    expect(after).toMatchObject({
      accountType: 'premium',
      numberOfLicenses: 1,
      nextRenewalDate: before.nextRenewalDate,
    });
    expect(after.invoices.map((invoice: { status: string }) => invoice.status)).toEqual(['paid']);
    const atStripe = await h.stripe.subscriptions.retrieve(subscriptionId);
    expect(atStripe).toMatchObject({ pending_update: null, default_payment_method: cardBefore });
    expect(atStripe.items.data[0]?.quantity).toBe(1);
    expect(await status(token)).toBe('active');
  });

  it('goes through 3-D Secure like a first payment: pending until authenticated, then Enterprise, charged as shown', async () => {
    const { token, userId } = await subscriber(
      'up-3ds@example.ch',
      order('premium'),
      'pm_card_threeDSecure2Required',
    );
    const shown = await preview(token, order('enterprise', 'monthly', 3));
    const answer = (
      await pay(token, 'pm_card_threeDSecure2Required', order('enterprise', 'monthly', 3))
    ).json();
    expect(answer).toMatchObject({
      requiresAction: true,
      userStatus: 'pending',
      paymentIntentStatus: 'requires_action',
    });
    await h.settle();
    // Not yet paid: not yet Enterprise, and the polling of users/me waits.
    expect(await status(token)).toBe('pending');
    expect((await info(token)).accountType).toBe('premium');

    h.emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
    await h.settle();
    expect(await status(token)).toBe('active');
    expect(await info(token)).toMatchObject({ accountType: 'enterprise', numberOfLicenses: 3 });
    expect((await paidInvoices(userId))[0]?.amount_paid).toBe(shown.amountDueNow);
  });

  it('switches monthly to annual now: a year from today, charged as previewed, with and without 3-D Secure', async () => {
    for (const [name, card] of [
      ['plain', 'pm_card_visa'],
      ['3ds', 'pm_card_threeDSecure2Required'],
    ] as const) {
      const { token, userId } = await subscriber(`annual-${name}@example.ch`, order('enterprise'), card);
      const shown = await preview(token, order('enterprise', 'annual'));
      expect(shown.effective).toBe('now');
      expect(shown.nextChargeAmount).toBe(2 * unitPriceCents('enterprise', 'annual'));
      const answer = (await pay(token, card, order('enterprise', 'annual'))).json();
      if (answer.requiresAction) {
        h.emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
      }
      await h.settle();
      const account = await info(token);
      expect(account).toMatchObject({ frequency: 'annual', numberOfLicenses: 2 });
      // A new interval starts when the change is made, seconds after the preview: the same day.
      expect(account.nextRenewalDate.slice(0, 10)).toBe(shown.nextChargeDate.slice(0, 10));
      expect((await paidInvoices(userId))[0]?.amount_paid).toBe(shown.amountDueNow);
    }
  });
});

describe('more seats are charged when added (problem 1)', () => {
  it('grants nothing on credit: a failing card on file leaves 2 seats, says card_declined, and no invitation fits', async () => {
    const { token, userId } = await subscriber('seats-declined@example.ch', order('enterprise'));
    const customer = (await h.stripe.subscriptions.retrieve(await stripeSubscriptionOf(userId)))
      .customer as string;
    const failing = await h.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer });
    await h.stripe.subscriptions.update(await stripeSubscriptionOf(userId), {
      default_payment_method: failing.id,
    });

    const response = await h.call('POST', '/subscriptions/update-licenses', token, { newLicenseCount: 20 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'card_declined' });
    await h.settle();
    const account = await info(token);
    expect(account.numberOfLicenses).toBe(2);
    const invite = (recipientEmail: string) =>
      h.call('POST', '/authentication/send-invitation', token, {
        recipientEmail,
        subscriptionToken: account.subscriptionToken,
        lang: 'en',
      });
    expect((await invite('second@example.ch')).statusCode).toBe(200);
    expect((await invite('third@example.ch')).json()).toMatchObject({ code: 'no_seat_available' });
    const pending = await h.stripe.invoiceItems.list({ customer, pending: true });
    expect(pending.data).toEqual([]);
  });

  it('charges 3 to 5 seats now, the amount previewed, with 3-D Secure on the card on file', async () => {
    const { token, userId } = await subscriber(
      'seats-3ds@example.ch',
      order('enterprise', 'monthly', 3),
      'pm_card_threeDSecure2Required',
    );
    const shown = await preview(token, order('enterprise', 'monthly', 5));
    const answer = (
      await h.call('POST', '/subscriptions/update-licenses', token, { newLicenseCount: 5 })
    ).json();
    expect(answer).toMatchObject({
      numberOfLicenses: 3,
      effective: 'now',
      requiresAction: true,
      userStatus: 'pending',
    });
    h.emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
    await h.settle();
    expect((await info(token)).numberOfLicenses).toBe(5);
    expect((await paidInvoices(userId))[0]?.amount_paid).toBe(shown.amountDueNow);
  });
});

describe('resuming a cancelled subscription', () => {
  it('previews nothing due today and the renewal as before, and resumes without a charge', async () => {
    const { token, userId } = await subscriber('resume@example.ch', order('premium'));
    const before = await info(token);
    await h.call('POST', '/subscriptions/unsubscribe', token);
    const shown = await preview(token, order('premium'));
    expect(shown).toEqual({
      amountDueNow: 0,
      vatDueNow: 0,
      nextChargeAmount: unitPriceCents('premium', 'monthly'),
      nextChargeDate: before.nextRenewalDate,
      effective: 'now',
    });
    expect((await pay(token, 'pm_card_visa', order('premium'))).json()).toMatchObject({
      userStatus: 'active',
    });
    await h.settle();
    expect(await info(token)).toMatchObject({
      cancellationDate: null,
      nextRenewalDate: before.nextRenewalDate,
    });
    expect(await paidInvoices(userId)).toHaveLength(1);
  });
});

describe('decreases wait for the period’s end', () => {
  it('schedules 5 to 3 seats: nothing now, and the renewal charges what the preview said, when it said', async () => {
    const { token, userId } = await subscriber('fewer@example.ch', order('enterprise', 'monthly', 5));
    const shown = await preview(token, order('enterprise', 'monthly', 3));
    expect(shown).toMatchObject({ amountDueNow: 0, vatDueNow: 0, effective: 'period_end' });
    const answer = (
      await h.call('POST', '/subscriptions/update-licenses', token, { newLicenseCount: 3 })
    ).json();
    expect(answer).toMatchObject({
      numberOfLicenses: 5,
      effective: 'period_end',
      effectiveDate: shown.nextChargeDate,
    });
    h.emulator.control.advanceClock({
      toNextBillingPeriod: true,
      subscription: await stripeSubscriptionOf(userId),
    });
    await h.settle();
    const [renewal] = await paidInvoices(userId);
    expect(renewal?.billing_reason).toBe('subscription_cycle');
    expect(renewal?.amount_paid).toBe(shown.nextChargeAmount);
    expect(new Date((renewal?.created ?? 0) * 1000).toISOString()).toBe(shown.nextChargeDate);
    expect(await info(token)).toMatchObject({ numberOfLicenses: 3, scheduledChange: null });
  });

  // A year's advance of the emulator's clock renews every subscription on it twelve times: on an
  // emulator of its own, only this test's subscription renews, and its webhooks settle in time.
  describe('on an emulator of its own', () => {
    let shared: PaymentsHarness;
    beforeAll(async () => {
      shared = h;
      h = await startPaymentsHarness();
    });
    afterAll(async () => {
      await h.close();
      h = shared;
    });

    it('switches annual to monthly and Enterprise to Premium at the period’s end through schedule-change', async () => {
      const { token, userId } = await subscriber('down@example.ch', order('enterprise', 'annual'));
      const shown = await preview(token, order('premium', 'monthly'));
      expect(shown).toMatchObject({
        amountDueNow: 0,
        effective: 'period_end',
        nextChargeAmount: unitPriceCents('premium', 'monthly'),
      });
      // Paying by card for a decrease is refused: it is scheduled instead, nothing charged.
      expect((await pay(token, 'pm_card_visa', order('premium'))).json()).toMatchObject({
        code: 'change_at_period_end',
      });
      const scheduled = await h.call('POST', '/subscriptions/schedule-change', token, order('premium'));
      expect(scheduled.json()).toMatchObject({ effectiveDate: shown.nextChargeDate });
      expect(await info(token)).toMatchObject({
        accountType: 'enterprise',
        frequency: 'annual',
        scheduledChange: { accountType: 'premium', frequency: 'monthly', numberOfLicenses: 1 },
      });
      h.emulator.control.advanceClock({
        toNextBillingPeriod: true,
        subscription: await stripeSubscriptionOf(userId),
      });
      await h.settle();
      expect((await paidInvoices(userId))[0]?.amount_paid).toBe(shown.nextChargeAmount);
      expect(await info(token)).toMatchObject({ accountType: 'premium', frequency: 'monthly', licenses: [] });
    });
  });

  it('refuses a decrease below the seats in use, and a change that adds value without payment', async () => {
    const { token } = await subscriber('keep@example.ch', order('enterprise'));
    const account = await info(token);
    await h.call('POST', '/authentication/send-invitation', token, {
      recipientEmail: 'colleague@keep.ch',
      subscriptionToken: account.subscriptionToken,
      lang: 'de',
    });
    expect(
      (await h.call('POST', '/subscriptions/preview-change', token, order('premium'))).json(),
    ).toMatchObject({
      code: 'seats_below_in_use',
    });
    expect(
      (await h.call('POST', '/subscriptions/schedule-change', token, order('enterprise', 'annual'))).json(),
    ).toMatchObject({
      code: 'change_needs_payment',
    });
    expect(
      (await h.call('POST', '/subscriptions/preview-change', token, order('enterprise'))).json(),
    ).toMatchObject({
      code: 'already_subscribed',
    });
  });
});
