import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { changeCalls, order } from '../helpers/subscription-calls.js';

/**
 * docs/subscriptions-and-money.md#changes: a change that adds value is charged when it is made and applies
 * only once paid; the amount a preview shows is the amount then charged.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, status, pay, preview, stripeSubscriptionOf, subscriber, paidInvoices } = changeCalls(() => h);

describe('upgrades are charged when made (problem 2)', () => {
  it('charges Premium to Enterprise x 2 now, the amount previewed, and only then gives Enterprise', async () => {
    const { token, userId } = await subscriber('up@example.ch', order('premium'));
    const shown = await preview(token, order('enterprise'));
    expect(shown.effective).toBe('now');
    expect(shown.amountDueNow).toBeGreaterThan(0);
    expect(shown.vatRatePercent).toBe(8.1);
    expect(shown.vatDueNow).toBe(shown.amountDueNow - Math.round(shown.amountDueNow / 1.081));
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
      // A new interval starts when the change is made; Stripe's clock stands still between the
      // preview and the payment (docs/toolchain.md#tests-by-chance), so to the second as shown.
      expect(account.nextRenewalDate).toBe(shown.nextChargeDate);
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

describe('a change paid with the card on file (docs/subscriptions-and-money.md#changes)', () => {
  const payOnFile = (token: string, body: object) =>
    h.call('POST', '/subscriptions/create-subscription-credit-card', token, body);

  it('charges Premium monthly to annual to the saved card when no card is sent, the amount previewed', async () => {
    const { token, userId } = await subscriber('on-file@example.ch', order('premium'), 'pm_card_mastercard');
    const subscriptionId = await stripeSubscriptionOf(userId);
    const cardBefore = (await h.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method;
    const shown = await preview(token, order('premium', 'annual'));

    const answer = await payOnFile(token, order('premium', 'annual'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
    await h.settle();
    expect(await info(token)).toMatchObject({ accountType: 'premium', frequency: 'annual' });
    expect((await paidInvoices(userId))[0]?.amount_paid).toBe(shown.amountDueNow);
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).default_payment_method).toBe(cardBefore);
  });

  it('refuses with 409 no_saved_card when there is no card on file: a first purchase, a subscription on invoice', async () => {
    const first = await h.customer('no-card-first@example.ch');
    const refused = await payOnFile(first.token, order('premium'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'no_saved_card' });
    expect(
      (await h.stripe.subscriptions.list({ limit: 100 })).data.map((s) => s.metadata.userId),
    ).not.toContain(first.userId);

    const onInvoice = await h.customer('no-card-invoice@example.ch');
    const placed = await h.call(
      'POST',
      '/subscriptions/create-subscription-invoice',
      onInvoice.token,
      order('premium'),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    await h.settle();
    const change = await payOnFile(onInvoice.token, order('premium', 'annual'));
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'no_saved_card' });
    expect((await info(onInvoice.token)).frequency).toBe('monthly');
  });
});
