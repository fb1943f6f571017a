import { hasEnded, subscriptionStatusOf } from '@app/billing-rules';
import type Stripe from 'stripe';
import type { StoredInvoice } from '../../invoices/invoice-service.js';
import { orderOfPrice } from '../../payments/prices.js';
import type { CardState, ScheduledChangeState, SubscriptionState } from '../subscriptions-repository.js';
import { readNextCharge, readPaymentProblem } from './billing-state.js';
import { readInvoice } from './invoice-state.js';

const toDate = (seconds: number | null | undefined): Date | null =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

/** One subscription as Stripe has it now, with its invoices: what a sync writes. */
export interface StripeSubscriptionState extends Omit<SubscriptionState, 'token'> {
  invoices: StoredInvoice[];
  /** Why Stripe ended it, when it has: `payment_failed` after the last retry of an unpaid renewal. */
  endReason: string | null;
}

/**
 * Reads one subscription, its invoices and its schedule from Stripe, rather than trusting an
 * event's payload: events can arrive late, twice or out of order, and the latest state read is
 * right in every case. Null for a subscription that is not ours (unknown to Stripe, no userId in
 * its metadata, or a price outside the catalogue). No database connection is involved. `readAt`
 * is when the reading began, by the clock the reads are ordered by.
 */
export async function readStripeState(
  stripe: Stripe,
  stripeSubscriptionId: string,
  readAt: Date = new Date(),
): Promise<StripeSubscriptionState | null> {
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId, {
      expand: ['items.data.price', 'latest_invoice.payments', 'default_payment_method'],
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

  const invoices: StoredInvoice[] = [];
  const stripeInvoices: Stripe.Invoice[] = [];
  for await (const invoice of stripe.invoices.list({ subscription: subscription.id, limit: 100 })) {
    if (invoice.status === 'draft' || !invoice.id) continue;
    stripeInvoices.push(invoice);
    invoices.push(await readInvoice(stripe, { ...invoice, id: invoice.id }));
  }
  const periodEnd = toDate(item.current_period_end);
  const ended = hasEnded(subscription.status);
  return {
    ownerId,
    plan: order.plan,
    frequency: order.frequency,
    quantity: item.quantity ?? 1,
    collectionMethod:
      subscription.collection_method === 'send_invoice' ? 'send_invoice' : 'charge_automatically',
    stripeSubscriptionId: subscription.id,
    status: subscriptionStatusOf(subscription.status),
    currentPeriodEnd: periodEnd,
    cancelAt: toDate(subscription.cancel_at) ?? (subscription.cancel_at_period_end ? periodEnd : null),
    endedAt: ended ? (toDate(subscription.ended_at) ?? new Date()) : null,
    scheduled: ended ? null : await scheduledChange(stripe, subscription, item),
    changeAwaitsAuthentication: !ended && (await awaitsAuthentication(stripe, subscription)),
    card: cardOf(subscription.default_payment_method),
    nextCharge: ended ? null : await readNextCharge(stripe, subscription),
    problem: ended ? null : await readPaymentProblem(stripe, subscription, stripeInvoices),
    creditHold: awaitsFirstPayment(subscription, stripeInvoices),
    invoices,
    endReason: ended ? (subscription.cancellation_details?.reason ?? null) : null,
    readAt,
  };
}

/**
 * The mark an order on invoice above the credit limit is created with, in its metadata so that the
 * very first sync (a webhook may come first) already holds it back
 * (docs/subscriptions-and-money.md#credit-limit).
 */
export const CREDIT_HOLD_METADATA = { credit_hold: 'until_first_payment' } as const;

/** Marked at its order, and no invoice of it paid yet: the order waits for its payment. */
function awaitsFirstPayment(subscription: Stripe.Subscription, invoices: readonly Stripe.Invoice[]): boolean {
  if (subscription.metadata.credit_hold !== CREDIT_HOLD_METADATA.credit_hold) return false;
  return !invoices.some((invoice) => invoice.status === 'paid');
}

/** The card a subscription is charged to, from its expanded `default_payment_method`. */
function cardOf(paymentMethod: string | Stripe.PaymentMethod | null): CardState | null {
  if (!paymentMethod || typeof paymentMethod === 'string' || !paymentMethod.card) return null;
  const { brand, last4, exp_month, exp_year } = paymentMethod.card;
  return { paymentMethodId: paymentMethod.id, brand, last4, expMonth: exp_month, expYear: exp_year };
}

/** The phase of the subscription's schedule that starts at the period's end: a decrease waiting. */
async function scheduledChange(
  stripe: Stripe,
  subscription: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
): Promise<ScheduledChangeState | null> {
  const scheduleId =
    typeof subscription.schedule === 'string' ? subscription.schedule : subscription.schedule?.id;
  if (!scheduleId) return null;
  const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId, {
    expand: ['phases.items.price'],
  });
  if (schedule.status !== 'active') return null;
  const next = schedule.phases.find((phase) => phase.start_date >= item.current_period_end);
  const nextItem = next?.items[0];
  const price = nextItem && typeof nextItem.price === 'object' ? nextItem.price : null;
  const order = price && !('deleted' in price && price.deleted) ? orderOfPrice(price as Stripe.Price) : null;
  if (!next || !order) return null;
  return {
    plan: order.plan,
    frequency: order.frequency,
    quantity: nextItem?.quantity ?? 1,
    at: new Date(next.start_date * 1000),
  };
}

/**
 * A paid change waits in `pending_update` until its invoice is paid; while that invoice's payment
 * asks for the customer's 3-D Secure, the account is pending like a first payment's.
 */
async function awaitsAuthentication(stripe: Stripe, subscription: Stripe.Subscription): Promise<boolean> {
  if (!subscription.pending_update) return false;
  const intent = await invoicePaymentIntent(stripe, subscription.latest_invoice);
  return intent?.status === 'requires_action' || intent?.status === 'processing';
}

/** The PaymentIntent collecting an invoice (expanded with `payments`), read from Stripe. */
export async function invoicePaymentIntent(
  stripe: Stripe,
  invoice: string | Stripe.Invoice | null,
): Promise<Stripe.PaymentIntent | null> {
  if (!invoice || typeof invoice === 'string') return null;
  const reference = invoice.payments?.data[0]?.payment.payment_intent;
  if (!reference) return null;
  return typeof reference === 'string' ? stripe.paymentIntents.retrieve(reference) : reference;
}
