import type Stripe from 'stripe';
import { expect } from 'vitest';
import { deliverNotices } from '../../src/billing/billing-notices-worker.js';
import type { PaymentsHarness } from './payments-harness.js';
import { order, subscriptionCalls } from './subscription-calls.js';

/**
 * What the billing tests share (docs/subscriptions-and-money.md#billing): subscribers as the site
 * makes them, the subscription's card changed at Stripe as a bank would see it, a renewal moved by
 * the emulator's clock, and the billing mails as the outbox holds them.
 */
export const PUBLIC_URL = 'http://localhost:3000';

export function billingCalls(h: () => PaymentsHarness) {
  const { info, payByCard } = subscriptionCalls(h);

  async function stripeSubscriptionOf(userId: string): Promise<string> {
    const { rows } = await h().db.query<{ stripe_subscription_id: string }>(
      'select stripe_subscription_id from subscriptions where owner_id = $1 order by created_at desc limit 1',
      [userId],
    );
    const id = rows[0]?.stripe_subscription_id;
    if (!id) throw new Error('no subscription');
    return id;
  }

  /** A subscriber, paid and active, with `card` as the subscription's card (3-D Secure passed). */
  async function subscriber(email: string, body = order('premium'), card = 'pm_card_visa') {
    const customer = await h().customer(email);
    const answer = (await payByCard(customer.token, card, body)).json();
    if (answer.requiresAction) {
      h().emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
    }
    await h().settle();
    expect((await info(customer.token)).accountType).toBe(body.licenseType);
    return { ...customer, subscriptionId: await stripeSubscriptionOf(customer.userId) };
  }

  /** From now on the subscription is charged to `card` (attached at Stripe, as a bank sees it). */
  async function chargeTo(subscriptionId: string, card: string): Promise<string> {
    const subscription = await h().stripe.subscriptions.retrieve(subscriptionId);
    const attached = await h().stripe.paymentMethods.attach(card, {
      customer: subscription.customer as string,
    });
    await h().stripe.subscriptions.update(subscriptionId, { default_payment_method: attached.id });
    await h().settle();
    return attached.id;
  }

  /** The emulator's clock to just after the subscription's renewal was charged; the renewal invoice. */
  async function renew(subscriptionId: string): Promise<Stripe.Invoice> {
    const { invoices } = h().emulator.control.advanceClock({
      toNextBillingPeriod: true,
      subscription: subscriptionId,
    });
    await h().settle();
    const renewal = invoices.find(
      (invoice) =>
        invoice.billing_reason === 'subscription_cycle' &&
        invoice.parent?.subscription_details?.subscription === subscriptionId,
    );
    if (!renewal) throw new Error('no renewal invoice');
    return renewal;
  }

  /** Pending notices become mails; the billing mails in the outbox, oldest first. */
  async function billingMails() {
    await deliverNotices(h().db, PUBLIC_URL);
    const { rows } = await h().db.query<{
      recipient: string;
      lang: string;
      template: string;
      params: Record<string, string>;
    }>(
      `select recipient, lang, template, params from mail_outbox where template like 'billing_%' order by id`,
    );
    return rows;
  }

  return { info, stripeSubscriptionOf, subscriber, chargeTo, renew, billingMails };
}
