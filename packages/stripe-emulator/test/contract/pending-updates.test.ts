import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  customerWithCard,
  emulatorForThisFile,
  paymentIntentIdOf,
  seedCatalogue,
} from './emulator-fixture.js';

const env = emulatorForThisFile();

const latestInvoice = (subscription: Stripe.Subscription) => subscription.latest_invoice as Stripe.Invoice;

/** A paid, active Enterprise subscription of `seats`, paid by `card` (its default from now on). */
async function activeEnterprise(seats: number, card = 'pm_card_visa') {
  const catalogue = await seedCatalogue(env.stripe);
  const { customer } = await customerWithCard(env.stripe, card);
  const created = await env.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: catalogue.enterpriseMonthly.id, quantity: seats }],
    expand: ['latest_invoice.confirmation_secret'],
  });
  if (created.status === 'incomplete') {
    const secret = latestInvoice(created).confirmation_secret?.client_secret as string;
    env.emulator.control.authenticatePaymentIntent(paymentIntentIdOf(secret), 'complete');
  }
  const subscription = await env.stripe.subscriptions.retrieve(created.id);
  expect(subscription.status).toBe('active');
  return { catalogue, customer, subscription, item: subscription.items.data[0] as Stripe.SubscriptionItem };
}

/** The update this product makes for a change that adds value: billed now, applied once paid. */
const payNow = (item: Stripe.SubscriptionItem, change: { quantity?: number; price?: string }) => ({
  items: [{ id: item.id, ...change }],
  proration_behavior: 'always_invoice' as const,
  payment_behavior: 'pending_if_incomplete' as const,
  expand: ['latest_invoice.confirmation_secret'],
});

describe('payment_behavior=pending_if_incomplete', () => {
  it('applies more seats at once when the prorated invoice is paid, with no pending_update', async () => {
    const { subscription, item } = await activeEnterprise(3);
    const updated = await env.stripe.subscriptions.update(subscription.id, payNow(item, { quantity: 5 }));
    expect(updated.pending_update).toBeNull();
    expect(updated.items.data[0]?.quantity).toBe(5);
    const invoice = latestInvoice(updated);
    expect(invoice).toMatchObject({ billing_reason: 'subscription_update', status: 'paid' });
    // Two seats for the rest of the month: close to 2 × 42.55, never a whole month more.
    expect(invoice.amount_paid).toBeGreaterThan(0);
    expect(invoice.amount_paid).toBeLessThanOrEqual(2 * 4255);
    expect(env.emulator.control.events('customer.subscription.pending_update_applied')).toEqual([]);
  });

  it('keeps the subscription as it was when the card is declined, with the change in pending_update', async () => {
    const { customer, subscription, item } = await activeEnterprise(3);
    const failing = await env.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    await env.stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });

    const updated = await env.stripe.subscriptions.update(subscription.id, payNow(item, { quantity: 5 }));
    expect(updated.status).toBe('active');
    expect(updated.items.data[0]?.quantity).toBe(3);
    expect(updated.pending_update).toMatchObject({
      subscription_items: [{ id: item.id, quantity: 5 }],
      billing_cycle_anchor: null,
      trial_end: null,
    });
    const expiresAt = updated.pending_update?.expires_at as number;
    // Stripe keeps a pending update 23 hours (docs: pending updates, "expires_at").
    expect(expiresAt).toBe(env.emulator.control.now() + 23 * 3600);
    expect(latestInvoice(updated)).toMatchObject({ status: 'open', attempted: true });

    // Voided, the invoice takes the pending update with it: nothing owed, nothing changed.
    await env.stripe.invoices.voidInvoice(latestInvoice(updated).id);
    const after = await env.stripe.subscriptions.retrieve(subscription.id);
    expect(after).toMatchObject({ status: 'active', pending_update: null });
    expect(after.items.data[0]?.quantity).toBe(3);
  });

  it('waits for 3-D Secure, then applies the change when the customer authenticates', async () => {
    const { subscription, item } = await activeEnterprise(3, 'pm_card_threeDSecure2Required');
    // The first payment was made on-session too: this card asks again on every payment.
    const updated = await env.stripe.subscriptions.update(subscription.id, payNow(item, { quantity: 4 }));
    expect(updated.items.data[0]?.quantity).toBe(3);
    expect(updated.pending_update?.subscription_items?.[0]?.quantity).toBe(4);
    const secret = latestInvoice(updated).confirmation_secret?.client_secret as string;
    const intent = await env.stripe.paymentIntents.retrieve(paymentIntentIdOf(secret));
    expect(intent.status).toBe('requires_action');

    env.emulator.control.authenticatePaymentIntent(intent.id, 'complete');
    const applied = await env.stripe.subscriptions.retrieve(subscription.id);
    expect(applied).toMatchObject({ status: 'active', pending_update: null });
    expect(applied.items.data[0]?.quantity).toBe(4);
    const [event] = env.emulator.control.events('customer.subscription.pending_update_applied');
    expect(event?.data.previous_attributes).toMatchObject({
      pending_update: { expires_at: expect.any(Number) },
    });
  });

  it('discards the change when the pending update expires unpaid, and voids its invoice', async () => {
    const { customer, subscription, item } = await activeEnterprise(2);
    const failing = await env.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    await env.stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
    const updated = await env.stripe.subscriptions.update(subscription.id, payNow(item, { quantity: 9 }));
    env.emulator.control.advanceClock({ seconds: 23 * 3600 + 1 });
    const after = await env.stripe.subscriptions.retrieve(subscription.id);
    expect(after.pending_update).toBeNull();
    expect(after.items.data[0]?.quantity).toBe(2);
    expect((await env.stripe.invoices.retrieve(latestInvoice(updated).id)).status).toBe('void');
    expect(env.emulator.control.events('customer.subscription.pending_update_expired')).toHaveLength(1);
  });

  it('moves monthly to annual now: a new period from today, billed at once less the unused month', async () => {
    const { catalogue, subscription, item } = await activeEnterprise(2);
    const monthEnd = item.current_period_end;
    const updated = await env.stripe.subscriptions.update(
      subscription.id,
      payNow(item, { price: catalogue.enterpriseAnnual.id }),
    );
    const [annual] = updated.items.data;
    const now = env.emulator.control.now();
    expect(annual?.current_period_start).toBe(now);
    expect(annual?.current_period_end).toBeGreaterThan(monthEnd + 300 * 86_400);
    expect(updated.billing_cycle_anchor).toBe(now);
    const invoice = latestInvoice(updated);
    expect(invoice.status).toBe('paid');
    const lines = (await env.stripe.invoices.listLineItems(invoice.id)).data;
    const full = lines.find((line) => line.amount === 2 * 46800);
    const credit = lines.find((line) => line.amount < 0);
    expect(full).toBeDefined();
    expect(credit?.amount).toBeGreaterThanOrEqual(-2 * 4255);
    expect(invoice.amount_paid).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
  });

  it('refuses parameters a pending update cannot carry', async () => {
    const { subscription, item } = await activeEnterprise(2);
    await expect(
      env.stripe.subscriptions.update(subscription.id, {
        ...payNow(item, { quantity: 3 }),
        default_payment_method: 'pm_card_visa',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'default_payment_method' });
    expect((await env.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.quantity).toBe(2);
  });
});

describe('the card 4000 0000 0000 0341 (pm_card_chargeCustomerFail)', () => {
  it('attaches to a customer, and every charge made with it is declined', async () => {
    const customer = await env.stripe.customers.create({});
    const card = await env.stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000341', exp_month: 12, exp_year: 2035, cvc: '123' },
    });
    const attached = await env.stripe.paymentMethods.attach(card.id, { customer: customer.id });
    expect(attached.customer).toBe(customer.id);
    const intent = await env.stripe.paymentIntents.create({
      amount: 5345,
      currency: 'chf',
      customer: customer.id,
    });
    await expect(
      env.stripe.paymentIntents.confirm(intent.id, { payment_method: attached.id }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
  });
});
