import { unitPriceCents } from '@app/pricing';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordExpiringCards } from '../../src/billing/card-expiry.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { billingCalls, PUBLIC_URL } from '../helpers/billing-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { order } from '../helpers/subscription-calls.js';
import { insertUser } from '../helpers/users.js';

/**
 * The mails of docs/subscriptions-and-money.md#billing-notices: one for every billing event, in the
 * recipient's language, once however often Stripe sends the event; and an unpaid subscription that
 * ends takes its colleagues' seats.
 */
let h: PaymentsHarness;
beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(() => h.close());
/**
 * The tests that move the emulator's clock by months, or count the cards of every subscription,
 * start on an emulator and a database of their own: the subscriptions of the tests before would
 * renew (and retry) all the way too, thousands of webhooks on a busy machine.
 */
const onFreshHarness = () =>
  beforeAll(async () => {
    await h.close();
    h = await startPaymentsHarness();
  });
const { info, subscriber, chargeTo, renew, billingMails } = billingCalls(() => h);
const DAY = 86_400;

const speaks = (userId: string, lang: string) =>
  h.db.query('update users set lang = $2 where id = $1', [userId, lang]);
const mailsTo = async (email: string, template?: string) =>
  (await billingMails()).filter(
    (mail) => mail.recipient === email && (!template || mail.template === template),
  );

describe('a failed renewal', () => {
  it('is mailed once, in the owner’s language, with the amount and a link to the banner, however often Stripe sends it', async () => {
    const { userId, subscriptionId } = await subscriber('mail-failed@example.ch');
    await speaks(userId, 'de');
    await chargeTo(subscriptionId, 'pm_card_chargeCustomerFail');
    h.emulator.control.setWebhookBehaviour({ duplicate: 2 });
    await renew(subscriptionId);
    h.emulator.control.setWebhookBehaviour({ duplicate: 0 });
    // Stripe's next retries fail too: still one mail about this renewal.
    h.emulator.control.advanceClock({ seconds: 4 * DAY });
    await h.settle();
    const mails = await mailsTo('mail-failed@example.ch', 'billing_payment_failed');
    expect(mails).toEqual([
      {
        recipient: 'mail-failed@example.ch',
        lang: 'de',
        template: 'billing_payment_failed',
        params: {
          amount: String(unitPriceCents('premium', 'monthly')),
          link: `${PUBLIC_URL}/account#billing`,
        },
      },
    ]);
    expect(await billingMails()).toHaveLength((await billingMails()).length);
  });

  it('that needs 3-D Secure is mailed as such', async () => {
    const { subscriptionId } = await subscriber(
      'mail-3ds@example.ch',
      order('premium'),
      'pm_card_threeDSecure2Required',
    );
    await renew(subscriptionId);
    expect(await mailsTo('mail-3ds@example.ch', 'billing_action_required')).toHaveLength(1);
    expect(await mailsTo('mail-3ds@example.ch', 'billing_payment_failed')).toHaveLength(0);
  });
});

describe('a payment received', () => {
  it('is mailed with the invoice’s PDF to the owner and to the invoice address of the billing details', async () => {
    const { token } = await subscriber('mail-paid@example.ch');
    // The first payment's mail goes out before the practice names an invoice address.
    await billingMails();
    await h.call('POST', '/subscriptions/save-billing-info', token, {
      billingInfo: {
        firstName: 'A',
        lastName: 'B',
        address: 'C 1',
        postalCode: '8000',
        city: 'Z',
        invoiceEmail: 'treuhand@example.ch',
      },
    });
    const invoice = (await info(token)).invoices[0];
    // The mail's reader may have no session (the invoice address): our PDF goes with the mail,
    // attached by the outbox worker (test/mail/invoice-attachments.test.ts); no link of Stripe's.
    const mails = await mailsTo('mail-paid@example.ch', 'billing_payment_received');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.params).toEqual({
      amount: String(unitPriceCents('premium', 'monthly')),
      date: expect.any(String),
      invoiceId: invoice?.id,
      link: `${PUBLIC_URL}/account`,
    });
    const { rows } = await h.db.query<{ stripe_subscription_id: string }>(
      "select s.stripe_subscription_id from subscriptions s join users u on u.id = s.owner_id where u.email = 'mail-paid@example.ch'",
    );
    await renew(rows[0]?.stripe_subscription_id as string);
    expect(await mailsTo('treuhand@example.ch', 'billing_payment_received')).toHaveLength(1);
    expect(await mailsTo('mail-paid@example.ch', 'billing_payment_received')).toHaveLength(2);
  });
});

describe('changes of the subscription', () => {
  it('mails a cancellation with the day access ends, and a new number of seats', async () => {
    const { token, userId } = await subscriber('mail-changes@example.ch', order('enterprise', 'monthly', 2));
    await speaks(userId, 'fr');
    await h.call('POST', '/subscriptions/update-licenses', token, { newLicenseCount: 4 });
    await h.settle();
    const seats = await mailsTo('mail-changes@example.ch', 'billing_seats_changed');
    expect(seats.map((mail) => [mail.lang, mail.params.seats])).toEqual([['fr', '4']]);
    await h.call('POST', '/subscriptions/unsubscribe', token);
    await h.settle();
    const cancelled = await mailsTo('mail-changes@example.ch', 'billing_cancellation_confirmed');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.params.date).toBe((await info(token)).cancellationDate);
  });

  describe('14 days before an annual renewal', () => {
    onFreshHarness();
    it('reminds an annual subscriber 14 days before the renewal (invoice.upcoming), never a monthly one', async () => {
      const annual = await subscriber('mail-annual@example.ch', order('premium', 'annual'));
      const end = (await h.stripe.subscriptions.retrieve(annual.subscriptionId)).items.data[0]
        ?.current_period_end as number;
      // The monthly one starts late, so its own invoice.upcoming falls in the days moved next,
      // without eleven renewals first.
      h.emulator.control.advanceClock({ to: end - 20 * DAY });
      await h.settle();
      const monthly = await subscriber('mail-monthly@example.ch', order('premium', 'monthly'));
      h.emulator.control.advanceClock({ to: end - DAY });
      await h.settle();
      const announced = h.emulator.control
        .events('invoice.upcoming')
        .map(
          (event) =>
            (event.data.object as unknown as Stripe.Invoice).parent?.subscription_details?.subscription,
        );
      expect(announced).toEqual(expect.arrayContaining([annual.subscriptionId, monthly.subscriptionId]));
      const reminders = await mailsTo('mail-annual@example.ch', 'billing_renewal_reminder');
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.params).toMatchObject({
        amount: String(unitPriceCents('premium', 'annual')),
        date: new Date(end * 1000).toISOString(),
      });
      expect(await mailsTo('mail-monthly@example.ch', 'billing_renewal_reminder')).toEqual([]);
    });
  });
});

describe('an unpaid subscription that ends', () => {
  onFreshHarness();
  it('falls back to Free, releases its seats, and tells the owner and each colleague in their language', async () => {
    h.emulator.control.setBillingSettings({ retryDays: [1] });
    const owner = await subscriber('mail-ends@example.ch', order('enterprise', 'monthly', 3));
    const colleague = await insertUser(h.db, { email: 'mail-colleague@example.ch' });
    await speaks(colleague, 'it');
    const { rows } = await h.db.query<{ id: string }>('select id from subscriptions where owner_id = $1', [
      owner.userId,
    ]);
    await h.db.query(
      "insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'active')",
      [rows[0]?.id, colleague],
    );
    const colleagueToken = await createSession(h.db, colleague);
    expect((await info(colleagueToken)).accountType).toBe('enterprise');
    await chargeTo(owner.subscriptionId, 'pm_card_chargeCustomerFail');
    await renew(owner.subscriptionId);
    h.emulator.control.advanceClock({ seconds: DAY });
    await h.settle();

    expect((await h.stripe.subscriptions.retrieve(owner.subscriptionId)).status).toBe('canceled');
    expect(await info(owner.token)).toMatchObject({
      accountType: 'free',
      licenses: [],
      paymentProblem: null,
    });
    expect((await info(colleagueToken)).accountType).toBe('free');
    expect(await mailsTo('mail-ends@example.ch', 'billing_subscription_ended_unpaid')).toHaveLength(1);
    const told = await mailsTo('mail-colleague@example.ch', 'billing_seat_released');
    expect(told.map((mail) => [mail.lang, mail.params.inviter])).toEqual([['it', 'mail-ends@example.ch']]);
  });

  it('shows its renewal paid when the customer pays it after the write-off, and stays ended', async () => {
    const owner = await subscriber('mail-pays-late@example.ch');
    await chargeTo(owner.subscriptionId, 'pm_card_chargeCustomerFail');
    const renewal = await renew(owner.subscriptionId);
    h.emulator.control.advanceClock({ seconds: DAY });
    await h.settle();
    expect((await h.stripe.invoices.retrieve(renewal.id as string)).status).toBe('uncollectible');

    // Stripe's page of the invoice still takes a card (an uncollectible invoice can be paid).
    const card = await h.stripe.paymentMethods.attach('pm_card_visa', {
      customer: renewal.customer as string,
    });
    await h.stripe.invoices.pay(renewal.id as string, { payment_method: card.id });
    await h.settle();
    const account = await info(owner.token);
    expect(account.accountType).toBe('free');
    expect(account.invoices.find((invoice: { id: string }) => invoice.id === renewal.id)).toMatchObject({
      status: 'paid',
    });
    expect((await h.stripe.subscriptions.retrieve(owner.subscriptionId)).status).toBe('canceled');
    expect(await mailsTo('mail-pays-late@example.ch', 'billing_payment_received')).toHaveLength(2);
  });
});

describe('a card about to expire', () => {
  onFreshHarness();
  it('is mailed once, from 30 days before the end of its expiry month', async () => {
    const { subscriptionId } = await subscriber('mail-card@example.ch');
    const { rows } = await h.db.query<{ card_exp_month: number; card_exp_year: number; card_last4: string }>(
      'select card_exp_month, card_exp_year, card_last4 from subscriptions where stripe_subscription_id = $1',
      [subscriptionId],
    );
    const card = rows[0] as { card_exp_month: number; card_exp_year: number; card_last4: string };
    const stops = Date.UTC(card.card_exp_year, card.card_exp_month, 1);
    expect(await recordExpiringCards(h.db, new Date(stops - 31 * DAY * 1000))).toBe(0);
    expect(await recordExpiringCards(h.db, new Date(stops - 29 * DAY * 1000))).toBe(1);
    expect(await recordExpiringCards(h.db, new Date(stops - 2 * DAY * 1000))).toBe(0);
    const mails = await mailsTo('mail-card@example.ch', 'billing_card_expiring');
    expect(mails.map((mail) => mail.params)).toEqual([
      {
        last4: card.card_last4,
        expiry: `${String(card.card_exp_month).padStart(2, '0')}/${card.card_exp_year}`,
        link: `${PUBLIC_URL}/account#billing`,
      },
    ]);
  });
});
