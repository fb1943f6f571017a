import type Stripe from 'stripe';
import type { Database } from '../db/database.js';
import { voidUnpaidInvoices } from '../subscriptions/checkout/checkout-service.js';
import { findLiveSubscription } from '../subscriptions/subscriptions-service.js';
import { syncSubscription } from '../subscriptions/sync/stripe-sync-service.js';

/** Stripe's statuses of a subscription that has ended: nothing more is charged. */
const ENDED = ['canceled', 'incomplete_expired'];

/**
 * docs/accounts.md#deletion-ends-the-money: every subscription of hers that has not ended ends at
 * Stripe at once (not at the period's end), whether paid by card or on invoice: the one our copy
 * holds, and any her Stripe customer has that our copy missed (a purchase whose answer was lost).
 * One that never served (its first payment still waiting, 3-D Secure) also has its open invoice
 * voided: cancelling only stops Stripe collecting it, and she could still pay it for nothing.
 * Invoices of time served stay open: she owes them (docs/subscriptions-and-money.md#overdue-invoices).
 * Our copy is then brought in line by the subscriptions' own sync, which also ends their seats.
 * Stripe is called with no transaction open; the idempotency keys make a retry replay the same
 * cancellation.
 */
export async function endSubscriptionsNow(
  db: Database,
  stripe: Stripe,
  user: { id: string; stripeCustomerId: string | null },
): Promise<void> {
  const ids = new Set<string>();
  const live = await findLiveSubscription(db, user.id);
  if (live) ids.add(live.stripe_subscription_id);
  if (user.stripeCustomerId) {
    const all = stripe.subscriptions.list({ customer: user.stripeCustomerId, status: 'all', limit: 20 });
    for await (const subscription of all) {
      if (!ENDED.includes(subscription.status)) ids.add(subscription.id);
    }
  }
  for (const id of ids) await endAtStripe(db, stripe, id);
}

async function endAtStripe(db: Database, stripe: Stripe, subscriptionId: string): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (!ENDED.includes(subscription.status)) {
    await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `end-now:${subscriptionId}` });
  }
  if (subscription.status === 'incomplete') await voidUnpaidInvoices(stripe, subscriptionId);
  try {
    await syncSubscription(db, stripe, subscriptionId);
  } catch (error) {
    // The cancellation's webhook syncs the same subscription at this very moment, and PostgreSQL
    // chose this sync to give way: that one writes the same state, read from Stripe after the
    // cancellation. The seats are released by the caller either way.
    if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
  }
}

/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim. */
const DEADLOCK_DETECTED = '40P01';
