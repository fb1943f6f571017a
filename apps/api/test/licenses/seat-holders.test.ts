import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { order, subscriptionCalls } from '../helpers/subscription-calls.js';

/**
 * docs/licences.md#one-seat-per-person, checked before any charge. A colleague holding (having
 * accepted) a seat on someone else's Enterprise plan is told first to leave it; nothing is
 * charged, nothing fails, and the owner's webhooks keep working. An offer she has not accepted
 * stops nothing (docs/licences.md#offers, test/licenses/invitation-offers.test.ts).
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());

const { info, payByCard } = subscriptionCalls(() => h);

async function enterpriseWithColleague(owner: string, colleague: string, activate: boolean) {
  const boss = await h.customer(owner);
  await payByCard(boss.token, 'pm_card_visa', order('enterprise', 'monthly', 3));
  await h.settle();
  const seat = await h.customer(colleague);
  const invited = await h.call('POST', '/authentication/send-invitation', boss.token, {
    recipientEmail: colleague,
    subscriptionToken: (await info(boss.token)).subscriptionToken,
    lang: 'de',
  });
  expect(invited.statusCode).toBe(200);
  if (activate) await h.db.query("update licenses set status = 'active' where user_id = $1", [seat.userId]);
  return { boss, seat };
}

async function stripeSubscriptionsOf(userId: string) {
  return h.emulator.control
    .objects()
    .subscriptions.filter((subscription) => subscription.metadata.userId === userId);
}

describe('a seat holder buying her own plan', () => {
  it.each([['an accepted', true]])(
    'with %s seat is refused before any charge, twice, and the owner’s account keeps working',
    async (_kind, active) => {
      const { boss, seat } = await enterpriseWithColleague(
        `boss-${active}@clinic.ch`,
        `seat-${active}@clinic.ch`,
        active,
      );
      expect(await info(seat.token)).toMatchObject({ licenseHeldElsewhere: true });
      for (const card of ['pm_card_visa', 'pm_card_mastercard']) {
        const response = await h.call('POST', '/subscriptions/create-subscription-credit-card', seat.token, {
          paymentMethodId: card,
          licenseType: 'premium',
          frequency: 'monthly',
          userCount: 1,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'license_held_elsewhere' });
      }
      // Nothing at Stripe, nothing here: no charge without a record, no record without a charge.
      expect(await stripeSubscriptionsOf(seat.userId)).toEqual([]);
      const { rows } = await h.db.query('select 1 from subscriptions where owner_id = $1', [seat.userId]);
      expect(rows).toEqual([]);

      // The owner's subscription still takes its events: a renewal comes through and is recorded.
      const [owned] = await stripeSubscriptionsOf(boss.userId);
      h.emulator.control.advanceClock({ toNextBillingPeriod: true, subscription: owned?.id });
      await h.settle();
      expect((await info(boss.token)).invoices).toHaveLength(2);
      const failed = h.emulator.control.deliveries().filter((delivery) => delivery.status !== 'delivered');
      expect(failed).toEqual([]);
    },
  );

  it('once removed from the seat, buys her own plan', async () => {
    const { boss, seat } = await enterpriseWithColleague('boss-free@clinic.ch', 'seat-free@clinic.ch', true);
    await h.call('POST', '/authentication/dissociate', boss.token, {
      subscriptionToken: (await info(boss.token)).subscriptionToken,
      email: 'seat-free@clinic.ch',
    });
    const bought = await h.call('POST', '/subscriptions/create-subscription-credit-card', seat.token, {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'premium',
      frequency: 'monthly',
      userCount: 1,
    });
    expect(bought.json()).toEqual({ userStatus: 'active', paymentIntentStatus: 'succeeded' });
  });

  it('whose own plan starts while a seat was given to her meanwhile keeps her plan, and the seat is freed', async () => {
    // The race the refusal cannot see: her first payment waits for 3-D Secure, an owner invites her.
    const seat = await h.customer('racer@clinic.ch');
    const answer = (
      await h.call('POST', '/subscriptions/create-subscription-credit-card', seat.token, {
        paymentMethodId: 'pm_card_threeDSecure2Required',
        licenseType: 'enterprise',
        frequency: 'monthly',
        userCount: 2,
      })
    ).json();
    const boss = await h.customer('racing-boss@clinic.ch');
    await h.call('POST', '/subscriptions/create-subscription-credit-card', boss.token, {
      paymentMethodId: 'pm_card_visa',
      licenseType: 'enterprise',
      frequency: 'monthly',
      userCount: 2,
    });
    await h.settle();
    const subscription = (
      await h.db.query<{ id: string }>(
        'select s.id from subscriptions s where s.owner_id = $1 and s.ended_at is null',
        [boss.userId],
      )
    ).rows[0]?.id;
    await h.db.query(
      "insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'active')",
      [subscription, seat.userId],
    );

    h.emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
    await h.settle();
    expect(await info(seat.token)).toMatchObject({ accountType: 'enterprise', licenseHeldElsewhere: false });
    expect((await info(boss.token)).licenses).toHaveLength(1);
    const { rows } = await h.db.query<{ processed: boolean }>(
      'select bool_and(processed_at is not null) as processed from stripe_events',
    );
    expect(rows).toEqual([{ processed: true }]);
  });
});
