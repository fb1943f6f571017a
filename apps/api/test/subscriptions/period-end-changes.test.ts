import { unitPriceCents } from '@app/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { changeCalls, order } from '../helpers/subscription-calls.js';

/**
 * docs/subscriptions-and-money.md#changes: a cancelled subscription resumed, and the changes that
 * lower what is paid, which wait for the period's end.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, pay, preview, stripeSubscriptionOf, subscriber, paidInvoices } = changeCalls(() => h);

describe('resuming a cancelled subscription', () => {
  it('previews nothing due today and the renewal as before, and resumes without a charge', async () => {
    const { token, userId } = await subscriber('resume@example.ch', order('premium'));
    const before = await info(token);
    await h.call('POST', '/subscriptions/unsubscribe', token);
    const shown = await preview(token, order('premium'));
    expect(shown).toEqual({
      amountDueNow: 0,
      vatDueNow: 0,
      vatRatePercent: 8.1,
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
