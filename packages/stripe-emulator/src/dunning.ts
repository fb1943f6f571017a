import type Stripe from 'stripe';
import type { EmulatorContext, PaymentIntentOutcome } from './context.js';
import { attemptPayment, markUncollectible, settleInvoicePayment } from './resources/invoice-collection.js';
import { invoiceOfPaymentIntent, subscriptionIdOf } from './resources/invoice-lookup.js';
import { endSubscription, withCancellationDetails } from './resources/subscription-cancellation.js';
import { subscriptionView } from './resources/subscriptions.js';

/**
 * What Stripe Billing does with a renewal that was not paid (https://docs.stripe.com/billing/revenue-recovery/smart-retries):
 * after the first failed attempt (a refused card, or a bank asking for 3-D Secure that an
 * off-session charge cannot give) it tries again on the days of the account's retry settings,
 * announcing each failure (`invoice.payment_failed` / `invoice.payment_action_required`, with
 * `next_payment_attempt`); once the last retry has failed it marks the invoice uncollectible (or
 * leaves it open) and cancels the subscription (`customer.subscription.deleted`, reason
 * `payment_failed`), marks it unpaid, or leaves it past_due, as the settings say. A payment
 * made meanwhile (the customer paying the open invoice) ends it all.
 */

const DAY = 86_400;

/** Only renewals are retried: a first invoice expires with its subscription, a change's with its update. */
function isRetried(invoice: Stripe.Invoice): boolean {
  return (
    invoice.billing_reason === 'subscription_cycle' && invoice.collection_method === 'charge_automatically'
  );
}

function subscriptionOf(ctx: EmulatorContext, invoice: Stripe.Invoice): Stripe.Subscription | undefined {
  const id = subscriptionIdOf(invoice);
  return id ? ctx.store.subscriptions.get(id) : undefined;
}

/** Wired to EmulatorContext.settlement: the invoice learns of its payment, then dunning goes on. */
export function settleWithRetries(
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  outcome: PaymentIntentOutcome,
): void {
  const invoice = invoiceOfPaymentIntent(ctx, paymentIntent.id);
  const wasOpen = invoice?.status === 'open';
  if (invoice && wasOpen && outcome !== 'succeeded' && isRetried(invoice)) {
    // Set before the failure is announced, so its event carries when Stripe tries again.
    invoice.next_payment_attempt = nextAttempt(ctx, invoice, invoice.attempt_count + 1);
  }
  settleInvoicePayment(ctx, paymentIntent, outcome);
  if (!invoice || !wasOpen || !isRetried(invoice)) return;
  if (outcome === 'succeeded') {
    ctx.store.firstFailures.delete(invoice.id);
    return;
  }
  if (invoice.next_payment_attempt === null) giveUp(ctx, invoice);
}

/** When the next retry is due after `attempts` attempts, or null when none is left. */
function nextAttempt(ctx: EmulatorContext, invoice: Stripe.Invoice, attempts: number): number | null {
  const first = ctx.store.firstFailures.get(invoice.id) ?? ctx.now();
  ctx.store.firstFailures.set(invoice.id, first);
  const days = ctx.billingSettings.retryDays[attempts - 1];
  return days === undefined ? null : first + days * DAY;
}

function giveUp(ctx: EmulatorContext, invoice: Stripe.Invoice): void {
  ctx.store.firstFailures.delete(invoice.id);
  const settings = ctx.billingSettings;
  if (settings.invoiceAfterRetries === 'uncollectible') markUncollectible(ctx, invoice);
  const subscription = subscriptionOf(ctx, invoice);
  if (!subscription || subscription.status === 'canceled') return;
  if (settings.subscriptionAfterRetries === 'cancel') {
    subscription.cancellation_details = withCancellationDetails(subscription, { reason: 'payment_failed' });
    endSubscription(ctx, subscription);
  } else if (settings.subscriptionAfterRetries === 'unpaid' && subscription.status !== 'unpaid') {
    const before = subscription.status;
    subscription.status = 'unpaid';
    ctx.emit('customer.subscription.updated', subscriptionView(ctx, subscription), { status: before });
  }
}

/** Retries falling due now: each charges the subscription's card (as it is now) off-session again. */
export function runRetries(ctx: EmulatorContext): void {
  const now = ctx.now();
  for (const id of [...ctx.store.firstFailures.keys()]) {
    const invoice = ctx.store.invoices.get(id);
    if (invoice?.status !== 'open') {
      ctx.store.firstFailures.delete(id);
      continue;
    }
    const subscription = subscriptionOf(ctx, invoice);
    if (!subscription || subscription.status === 'canceled') {
      // A subscription cancelled meanwhile stops its collection (Stripe's default).
      invoice.next_payment_attempt = null;
      ctx.store.firstFailures.delete(id);
      continue;
    }
    if (invoice.next_payment_attempt !== null && invoice.next_payment_attempt <= now) {
      attemptPayment(ctx, invoice, 'billing');
    }
  }
}

/** The retries still to come, for the clock to stop at. */
export function retryTimes(ctx: EmulatorContext): number[] {
  return [...ctx.store.firstFailures.keys()]
    .map((id) => ctx.store.invoices.get(id)?.next_payment_attempt)
    .filter((time): time is number => typeof time === 'number');
}
