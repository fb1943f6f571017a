import type Stripe from 'stripe';
import { expect } from 'vitest';
import type { PaymentsHarness } from './payments-harness.js';

export type Plan = 'premium' | 'enterprise';
export type Frequency = 'monthly' | 'annual';

/** An order as the paid-change and billing tests place it: Enterprise with 2 seats unless told. */
export const order = (
  licenseType: Plan,
  frequency: Frequency = 'monthly',
  userCount = licenseType === 'enterprise' ? 2 : 1,
) => ({
  licenseType,
  frequency,
  userCount,
});

/** An order as /payment sends it: monthly, 3 seats for Enterprise, unless `extra` says otherwise. */
export const checkoutOrder = (
  licenseType: 'premium' | 'enterprise',
  extra: Record<string, unknown> = {},
) => ({
  licenseType,
  frequency: 'monthly',
  userCount: licenseType === 'enterprise' ? 3 : 1,
  ...extra,
});

/** The subscription calls as the site makes them, through the harness `get` answers. */
export function subscriptionCalls(get: () => PaymentsHarness) {
  const info = async (token: string) =>
    (await get().call('GET', '/subscriptions/subscription-info', token)).json();
  const status = async (token: string) => (await get().call('GET', '/users/me', token)).json().status;
  const payByCard = (token: string, paymentMethodId: string, body: object = checkoutOrder('premium')) =>
    get().call('POST', '/subscriptions/create-subscription-credit-card', token, { paymentMethodId, ...body });

  /** Our rows of the owner's subscriptions, oldest first. */
  async function liveRows(userId: string) {
    const { rows } = await get().db.query<{ status: string; ended_at: Date | null }>(
      'select status, ended_at from subscriptions where owner_id = $1 order by created_at',
      [userId],
    );
    return rows;
  }

  return { info, status, payByCard, liveRows };
}

/**
 * What the tests of paid changes (docs/subscriptions-and-money.md#changes) add: Stripe's preview of
 * a change, the subscriber's live subscription at Stripe and its paid invoices there.
 */
export function changeCalls(get: () => PaymentsHarness) {
  const { info, status, payByCard } = subscriptionCalls(get);

  const preview = async (token: string, body: ReturnType<typeof order>) => {
    const response = await get().call('POST', '/subscriptions/preview-change', token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      amountDueNow: number;
      vatDueNow: number;
      vatRatePercent: number;
      nextChargeAmount: number;
      nextChargeDate: string;
      effective: 'now' | 'period_end';
    };
  };

  async function stripeSubscriptionOf(userId: string): Promise<string> {
    const { rows } = await get().db.query<{ stripe_subscription_id: string }>(
      'select stripe_subscription_id from subscriptions where owner_id = $1 and ended_at is null',
      [userId],
    );
    const id = rows[0]?.stripe_subscription_id;
    if (!id) throw new Error('no live subscription');
    return id;
  }

  /** A subscriber, paid and active, with `card` as the subscription's card (3-D Secure passed). */
  async function subscriber(email: string, body: ReturnType<typeof order>, card = 'pm_card_visa') {
    const customer = await get().customer(email);
    const answer = (await payByCard(customer.token, card, body)).json();
    if (answer.requiresAction) {
      get().emulator.control.authenticatePaymentIntent(answer.clientSecret.split('_secret_')[0], 'complete');
    }
    await get().settle();
    expect(await status(customer.token)).toBe('active');
    return customer;
  }

  /** The paid invoices at Stripe, newest first. */
  async function paidInvoices(userId: string): Promise<Stripe.Invoice[]> {
    const list = await get().stripe.invoices.list({
      subscription: await stripeSubscriptionOf(userId),
      status: 'paid',
    });
    return list.data;
  }

  return { info, status, pay: payByCard, preview, stripeSubscriptionOf, subscriber, paidInvoices };
}
