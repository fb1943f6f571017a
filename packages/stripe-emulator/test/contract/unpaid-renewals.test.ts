import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { customerWithCard, emulatorForThisFile, seedCatalogue } from './emulator-fixture.js';

/**
 * What Stripe Billing does with renewals, moved by the emulator's clock: the failed renewal and
 * its retries (https://docs.stripe.com/billing/revenue-recovery/smart-retries), the end of a
 * subscription nobody paid, a renewal needing 3-D Secure off-session
 * (https://docs.stripe.com/billing/subscriptions/overview#requires-action), a card that expires,
 * and invoice.upcoming before a renewal (https://docs.stripe.com/api/events/types).
 */
const env = emulatorForThisFile();
const DAY = 86_400;

async function subscribed(price: (catalogue: Awaited<ReturnType<typeof seedCatalogue>>) => Stripe.Price) {
  const catalogue = await seedCatalogue(env.stripe);
  const { customer } = await customerWithCard(env.stripe, 'pm_card_visa');
  const subscription = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price(catalogue).id }],
  });
  return { customer, subscription };
}

/** The subscription's card from now on: a test card attached to its customer. */
async function chargeTo(subscription: Stripe.Subscription, card: string): Promise<string> {
  const attached = await env.stripe.paymentMethods.attach(card, {
    customer: subscription.customer as string,
  });
  await env.stripe.subscriptions.update(subscription.id, { default_payment_method: attached.id });
  return attached.id;
}

function renewalOf(subscription: Stripe.Subscription): Stripe.Invoice {
  const { invoices } = env.emulator.control.advanceClock({
    toNextBillingPeriod: true,
    subscription: subscription.id,
  });
  const renewal = invoices.find((invoice) => invoice.billing_reason === 'subscription_cycle');
  if (!renewal) throw new Error('no renewal invoice');
  return renewal;
}

describe('a renewal that fails', () => {
  it('is retried on the days of the retry settings, each failure announced with the next attempt', async () => {
    env.emulator.control.setBillingSettings({ retryDays: [1, 3] });
    const { subscription } = await subscribed((catalogue) => catalogue.premiumMonthly);
    await chargeTo(subscription, 'pm_card_chargeCustomerFail');
    const renewal = renewalOf(subscription);
    const failedAt = env.emulator.control.now();
    expect(renewal).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: failedAt + DAY });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');

    env.emulator.control.advanceClock({ seconds: DAY });
    const retried = await env.stripe.invoices.retrieve(renewal.id);
    expect(retried).toMatchObject({
      status: 'open',
      attempt_count: 2,
      next_payment_attempt: failedAt + 3 * DAY,
    });
    const failures = env.emulator.control.events('invoice.payment_failed');
    expect(failures.map((event) => event.data.object.next_payment_attempt)).toEqual([
      failedAt + DAY,
      failedAt + 3 * DAY,
    ]);
  });

  it('is paid by the next retry once the subscription has a good card, and the subscription is active again', async () => {
    env.emulator.control.setBillingSettings({ retryDays: [2] });
    const { subscription } = await subscribed((catalogue) => catalogue.premiumMonthly);
    await chargeTo(subscription, 'pm_card_chargeCustomerFail');
    const renewal = renewalOf(subscription);
    await chargeTo(subscription, 'pm_card_mastercard');
    env.emulator.control.advanceClock({ seconds: 2 * DAY });
    expect(await env.stripe.invoices.retrieve(renewal.id)).toMatchObject({
      status: 'paid',
      attempt_count: 2,
    });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(env.emulator.control.events('customer.subscription.deleted')).toHaveLength(0);
  });

  it('cancels the subscription for payment_failed and marks the invoice uncollectible once every retry failed', async () => {
    env.emulator.control.setBillingSettings({ retryDays: [1, 2] });
    const { subscription } = await subscribed((catalogue) => catalogue.enterpriseMonthly);
    await chargeTo(subscription, 'pm_card_chargeCustomerFail');
    const renewal = renewalOf(subscription);
    env.emulator.control.advanceClock({ seconds: DAY });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const lastRetryDue = env.emulator.control.now() + DAY;
    env.emulator.control.advanceClock({ seconds: DAY });
    const ended = await env.stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'payment_failed' } });
    expect(ended.ended_at).toBe(lastRetryDue);
    expect(await env.stripe.invoices.retrieve(renewal.id)).toMatchObject({
      status: 'uncollectible',
      attempt_count: 3,
      next_payment_attempt: null,
    });
    const deleted = env.emulator.control.events('customer.subscription.deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.data.object).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(env.emulator.control.events('invoice.marked_uncollectible')).toHaveLength(1);
    // Nothing is charged after the end.
    env.emulator.control.advanceClock({ seconds: 40 * DAY });
    expect((await env.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(2);
  });

  it('leaves the subscription unpaid, or past_due with an open invoice, when the settings say so', async () => {
    env.emulator.control.setBillingSettings({
      retryDays: [1],
      subscriptionAfterRetries: 'unpaid',
      invoiceAfterRetries: 'past_due',
    });
    const { subscription } = await subscribed((catalogue) => catalogue.premiumMonthly);
    await chargeTo(subscription, 'pm_card_chargeCustomerFail');
    const renewal = renewalOf(subscription);
    env.emulator.control.advanceClock({ seconds: DAY });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('unpaid');
    expect(await env.stripe.invoices.retrieve(renewal.id)).toMatchObject({
      status: 'open',
      next_payment_attempt: null,
    });
  });

  it('stops retrying the renewal of a subscription cancelled meanwhile', async () => {
    env.emulator.control.setBillingSettings({ retryDays: [1, 2] });
    const { subscription } = await subscribed((catalogue) => catalogue.premiumMonthly);
    await chargeTo(subscription, 'pm_card_chargeCustomerFail');
    const renewal = renewalOf(subscription);
    await env.stripe.subscriptions.cancel(subscription.id);
    env.emulator.control.advanceClock({ seconds: 3 * DAY });
    expect(await env.stripe.invoices.retrieve(renewal.id)).toMatchObject({
      attempt_count: 1,
      next_payment_attempt: null,
    });
  });
});

describe('a renewal that needs 3-D Secure', () => {
  it('waits in requires_action (invoice.payment_action_required, past_due) until the customer authenticates', async () => {
    const { subscription } = await subscribed((catalogue) => catalogue.premiumAnnual);
    await chargeTo(subscription, 'pm_card_threeDSecure2Required');
    const renewal = renewalOf(subscription);
    expect(renewal.status).toBe('open');
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const required = env.emulator.control.events('invoice.payment_action_required');
    expect(required).toHaveLength(1);
    const invoice = await env.stripe.invoices.retrieve(renewal.id, { expand: ['payments'] });
    const intentId = invoice.payments?.data[0]?.payment.payment_intent as string;
    expect((await env.stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_action');
    env.emulator.control.authenticatePaymentIntent(intentId, 'complete');
    expect((await env.stripe.invoices.retrieve(renewal.id)).status).toBe('paid');
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });
});

describe('a card that expires', () => {
  it('pays until the end of its expiry month, then its renewal is declined with expired_card', async () => {
    const { subscription } = await subscribed((catalogue) => catalogue.premiumMonthly);
    const now = new Date(env.emulator.control.now() * 1000);
    const card = await env.stripe.paymentMethods.create({
      type: 'card',
      card: {
        number: '4242424242424242',
        exp_month: now.getUTCMonth() + 1,
        exp_year: now.getUTCFullYear(),
        cvc: '123',
      },
    });
    await chargeTo(subscription, card.id);
    renewalOf(subscription);
    const failure = env.emulator.control.events('invoice.payment_failed').at(-1);
    if (!failure) throw new Error('no invoice.payment_failed event');
    const invoice = await env.stripe.invoices.retrieve((failure.data.object as { id: string }).id, {
      expand: ['payments'],
    });
    const intent = await env.stripe.paymentIntents.retrieve(
      invoice.payments?.data[0]?.payment.payment_intent as string,
    );
    expect(intent.last_payment_error).toMatchObject({ code: 'expired_card', decline_code: 'expired_card' });
  });
});

describe('invoice.upcoming', () => {
  it('announces an annual renewal the set days before, once, without an invoice id', async () => {
    env.emulator.control.setBillingSettings({ upcomingRenewalDays: 14 });
    const { subscription } = await subscribed((catalogue) => catalogue.premiumAnnual);
    const end = subscription.items.data[0]?.current_period_end as number;
    env.emulator.control.advanceClock({ to: end - 15 * DAY });
    expect(env.emulator.control.events('invoice.upcoming')).toHaveLength(0);
    env.emulator.control.advanceClock({ to: end - 2 * DAY });
    const upcoming = env.emulator.control.events('invoice.upcoming');
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]?.created).toBe(end - 14 * DAY);
    const invoice = upcoming[0]?.data.object as Partial<Stripe.Invoice>;
    expect(invoice.id).toBeUndefined();
    expect(invoice).toMatchObject({
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_due: 58800,
      next_payment_attempt: end + 3600,
      parent: { subscription_details: { subscription: subscription.id } },
    });
  });

  it('announces nothing for a subscription set to end', async () => {
    const { subscription } = await subscribed((catalogue) => catalogue.premiumAnnual);
    await env.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    env.emulator.control.advanceClock({ seconds: 360 * DAY });
    expect(env.emulator.control.events('invoice.upcoming')).toHaveLength(0);
  });
});

describe('billing settings', () => {
  it('refuse a retry schedule that is not increasing, over the control API too', async () => {
    expect(() => env.emulator.control.setBillingSettings({ retryDays: [3, 1] })).toThrow(/increasing/);
    const answer = await fetch(`${env.emulator.url}/_emulator/billing/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ retryDays: [2, 4], subscriptionAfterRetries: 'unpaid' }),
    });
    expect(await answer.json()).toMatchObject({ retryDays: [2, 4], subscriptionAfterRetries: 'unpaid' });
  });
});
