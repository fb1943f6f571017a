import type Stripe from 'stripe';
import type { Queryable } from '../db/database.js';
import { reconcileLicenses } from '../licenses/licenses-repository.js';
import { orderOfPrice } from '../payments/prices.js';
import { newToken } from '../sessions/session-tokens.js';
import {
  findSubscriptionByStripeId,
  lockUser,
  type StoredSubscription,
  upsertInvoice,
  upsertSubscription,
} from './subscriptions-repository.js';
import { refreshUserStatus } from './user-status.js';

/** Stripe statuses after which a subscription never serves again. */
const ENDED_STATUSES: readonly Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired'];

const toDate = (seconds: number | null | undefined): Date | null =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

/**
 * Brings our copy of one subscription, its invoices, its seats and its owner's status in line
 * with Stripe, re-reading everything from Stripe rather than trusting an event's payload: events
 * can arrive late, twice or out of order, and the latest state read here is right in every case.
 * Returns null for a subscription that is not ours (unknown to Stripe, or no userId in its metadata).
 */
export async function syncSubscription(
  tx: Queryable,
  stripe: Stripe,
  stripeSubscriptionId: string,
): Promise<StoredSubscription | null> {
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId, {
      expand: ['items.data.price'],
    });
  } catch (error) {
    // An event about a subscription Stripe does not know (deleted, or another account's test data).
    if ((error as { code?: string }).code === 'resource_missing') return null;
    throw error;
  }
  const ownerId = subscription.metadata.userId;
  const item = subscription.items.data[0];
  const order = item ? orderOfPrice(item.price) : null;
  if (!ownerId || !item || !order) return null;
  // Waits for a payment call of the same account still writing, so its row exists here.
  if (!(await lockUser(tx, ownerId))) return null;

  const existing = await findSubscriptionByStripeId(tx, subscription.id);
  const ended = ENDED_STATUSES.includes(subscription.status);
  const periodEnd = toDate(item.current_period_end);
  const stored = await upsertSubscription(tx, {
    ownerId,
    token: existing?.token ?? newToken(),
    plan: order.plan,
    frequency: order.frequency,
    quantity: item.quantity ?? 1,
    collectionMethod:
      subscription.collection_method === 'send_invoice' ? 'send_invoice' : 'charge_automatically',
    stripeSubscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: periodEnd,
    cancelAt: toDate(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? periodEnd : null),
    endedAt: ended ? (toDate(subscription.ended_at) ?? new Date()) : null,
  });

  for await (const invoice of stripe.invoices.list({ subscription: subscription.id, limit: 100 })) {
    if (invoice.status === 'draft' || !invoice.id) continue;
    await upsertInvoice(tx, stored.id, {
      stripeInvoiceId: invoice.id,
      number: invoice.number,
      created: new Date(invoice.created * 1000),
      amountPaid: invoice.amount_paid,
      status: invoice.status ?? 'open',
      invoicePdf: invoice.invoice_pdf ?? null,
    });
  }

  await reconcileLicenses(tx, stored);
  await refreshUserStatus(tx, ownerId);
  return stored;
}

/** The subscription an event is about, for the events that change what we store. */
export function subscriptionOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'subscription') return object.id ?? null;
  if (object.object === 'invoice') {
    const reference = (object as Stripe.Invoice).parent?.subscription_details?.subscription;
    if (!reference) return null;
    return typeof reference === 'string' ? reference : reference.id;
  }
  return null;
}
