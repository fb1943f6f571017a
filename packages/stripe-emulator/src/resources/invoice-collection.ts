// Collecting an invoice: finalizing it, charging it, settling its payment, voiding it.
import type Stripe from 'stripe';
import type { EmulatorContext, PaymentIntentOutcome } from '../context.js';
import { invalidRequest, type StripeApiError } from '../errors.js';
import { newId, randomToken } from '../ids.js';
import { findCustomer } from './customers.js';
import {
  defaultPaymentOf,
  invoiceOfPaymentIntent,
  invoiceView,
  paymentIntentOf,
  subscriptionIdOf,
} from './invoice-lookup.js';
import { type ChargeMode, confirm } from './payment-intent-charges.js';
import { insertPaymentIntent } from './payment-intents.js';
import { resolvePaymentMethod } from './payment-methods.js';
import { applyPendingChange, discardPendingChange, isPendingUpdateInvoice } from './pending-updates.js';
import { subscriptionSnapshot } from './subscription-view.js';

/**
 * A credit balance (negative `customer.balance`, e.g. from a downgrade's proration) pays what it
 * can; a negative total becomes credit. https://docs.stripe.com/billing/customer/balance
 */
export function applyCustomerBalance(ctx: EmulatorContext, invoice: Stripe.Invoice): void {
  const customer = ctx.store.customers.get(invoice.customer as string);
  const balance = customer?.balance ?? 0;
  invoice.starting_balance = balance;
  let ending = balance;
  if (invoice.total < 0) {
    ending = balance + invoice.total;
    invoice.amount_due = 0;
  } else if (balance < 0) {
    const applied = Math.min(-balance, invoice.total);
    ending = balance + applied;
    invoice.amount_due = invoice.total - applied;
  }
  invoice.amount_remaining = invoice.amount_due;
  invoice.ending_balance = ending;
  if (customer && ending !== balance) {
    customer.balance = ending;
    ctx.emit('customer.updated', structuredClone(customer), { balance });
  }
}

export function markPaid(ctx: EmulatorContext, invoice: Stripe.Invoice, amount: number): void {
  invoice.status = 'paid';
  invoice.amount_paid += amount;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = ctx.now();
  const payment = defaultPaymentOf(ctx, invoice.id);
  if (payment) {
    payment.status = 'paid';
    payment.amount_paid = amount;
    payment.status_transitions.paid_at = ctx.now();
    ctx.emit('invoice_payment.paid', structuredClone(payment));
  }
  ctx.emit('invoice.paid', invoiceView(invoice));
  ctx.emit('invoice.payment_succeeded', invoiceView(invoice));
  applyPendingChange(ctx, invoice);
}

function defaultPaymentMethodFor(ctx: EmulatorContext, invoice: Stripe.Invoice): string | null {
  if (typeof invoice.default_payment_method === 'string') return invoice.default_payment_method;
  const subscriptionId = subscriptionIdOf(invoice);
  const subscription = subscriptionId ? ctx.store.subscriptions.get(subscriptionId) : undefined;
  if (typeof subscription?.default_payment_method === 'string') return subscription.default_payment_method;
  const customer = ctx.store.customers.get(invoice.customer as string);
  const fallback = customer?.invoice_settings.default_payment_method;
  return typeof fallback === 'string' ? fallback : null;
}

/** draft -> open: number, URLs, and the PaymentIntent that will collect it (none when nothing is due). */
export function finalize(ctx: EmulatorContext, invoice: Stripe.Invoice): void {
  if (invoice.status !== 'draft') {
    throw invalidRequest(
      "This invoice is already finalized, you can't re-finalize a non-draft invoice.",
      undefined,
      'invoice_not_editable',
    );
  }
  const now = ctx.now();
  const customer = findCustomer(ctx, invoice.customer as string);
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  if (!customer.currency) customer.currency = invoice.currency;
  applyCustomerBalance(ctx, invoice);
  invoice.status = 'open';
  invoice.number = `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`;
  invoice.effective_at = now;
  invoice.status_transitions.finalized_at = now;
  invoice.automatically_finalizes_at = null;
  invoice.next_payment_attempt = invoice.collection_method === 'charge_automatically' ? now : null;
  const secret = randomToken(16);
  invoice.hosted_invoice_url = `${ctx.publicUrl}/invoice/${invoice.id}?s=${secret}`;
  invoice.invoice_pdf = `${ctx.publicUrl}/invoice/${invoice.id}/pdf?s=${secret}`;
  if (invoice.amount_due > 0) {
    const subscriptionId = subscriptionIdOf(invoice);
    const paymentIntent = insertPaymentIntent(ctx, {
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: customer.id,
      paymentMethod:
        invoice.collection_method === 'charge_automatically' ? defaultPaymentMethodFor(ctx, invoice) : null,
      description: subscriptionId
        ? invoice.billing_reason === 'subscription_create'
          ? 'Subscription creation'
          : 'Subscription update'
        : `Invoice ${invoice.number}`,
      // Renewals charge the saved card off-session, so the first payment saves it for that.
      setupFutureUsage: subscriptionId ? 'off_session' : null,
    });
    ctx.store.paymentIntentInvoice.set(paymentIntent.id, invoice.id);
    ctx.store.invoicePayments.set({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_due,
      created: now,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { payment_intent: paymentIntent.id, type: 'payment_intent' },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    });
  }
  ctx.emit('invoice.finalized', invoiceView(invoice));
  if (invoice.amount_due === 0) markPaid(ctx, invoice, 0);
  else if (invoice.collection_method === 'send_invoice') ctx.emit('invoice.sent', invoiceView(invoice));
}

export const NO_PAYMENT_METHOD =
  'This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.';

/**
 * Charges an open invoice's PaymentIntent. Returns the card error when declined (the caller decides
 * whether that is an HTTP error); a missing card is reported through the invoice like Stripe does.
 */
export function attemptPayment(
  ctx: EmulatorContext,
  invoice: Stripe.Invoice,
  mode: ChargeMode,
  paymentMethodId?: string,
): StripeApiError | null {
  const paymentIntent = paymentIntentOf(ctx, invoice.id);
  if (!paymentIntent) return null;
  const id = paymentMethodId ?? defaultPaymentMethodFor(ctx, invoice);
  if (!id) {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    ctx.emit('invoice.payment_failed', invoiceView(invoice));
    settleSubscription(ctx, invoice, 'failed');
    return invalidRequest(NO_PAYMENT_METHOD, undefined, 'resource_missing');
  }
  const paymentMethod = resolvePaymentMethod(ctx, id);
  if (paymentMethod.customer !== null && paymentMethod.customer !== invoice.customer) {
    throw invalidRequest(
      `The PaymentMethod ${id} does not belong to the Customer ${invoice.customer as string}.`,
      'payment_method',
    );
  }
  return confirm(ctx, paymentIntent, paymentMethod.id, mode);
}

/**
 * An invoice that can still be paid: open, or written off as uncollectible, which Stripe still
 * lets the customer pay (its lifecycle: uncollectible moves on to paid or void). Paying one of
 * a cancelled subscription leaves the subscription as it is (settleSubscription).
 */
export function isPayable(invoice: Stripe.Invoice): boolean {
  return invoice.status === 'open' || invoice.status === 'uncollectible';
}

/** Moves the subscription along with its invoice: paid makes it active, a failed renewal past_due. */
export function settleSubscription(
  ctx: EmulatorContext,
  invoice: Stripe.Invoice,
  outcome: PaymentIntentOutcome,
): void {
  const subscriptionId = subscriptionIdOf(invoice);
  const subscription = subscriptionId ? ctx.store.subscriptions.get(subscriptionId) : undefined;
  if (!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
    return;
  const before = { status: subscription.status, default_payment_method: subscription.default_payment_method };
  if (outcome === 'succeeded') {
    if (subscription.status === 'incomplete' || subscription.status === 'past_due')
      subscription.status = 'active';
    const paymentIntent = paymentIntentOf(ctx, invoice.id);
    if (
      subscription.payment_settings?.save_default_payment_method === 'on_subscription' &&
      typeof paymentIntent?.payment_method === 'string'
    ) {
      subscription.default_payment_method = paymentIntent.payment_method;
    }
  } else if (
    subscription.status === 'active' &&
    invoice.billing_reason !== 'subscription_create' &&
    // A pending update's unpaid invoice leaves the subscription as it was, in good standing.
    !isPendingUpdateInvoice(ctx, invoice)
  ) {
    subscription.status = 'past_due';
  }
  const previous: Record<string, unknown> = {};
  if (before.status !== subscription.status) previous.status = before.status;
  if (before.default_payment_method !== subscription.default_payment_method) {
    previous.default_payment_method = before.default_payment_method;
  }
  if (Object.keys(previous).length > 0) {
    ctx.emit('customer.subscription.updated', subscriptionSnapshot(ctx, subscription), previous);
  }
}

/** Wired to EmulatorContext.settlement: an invoice's PaymentIntent moved. */
export function settleInvoicePayment(
  ctx: EmulatorContext,
  paymentIntent: Stripe.PaymentIntent,
  outcome: PaymentIntentOutcome,
): void {
  const invoice = invoiceOfPaymentIntent(ctx, paymentIntent.id);
  if (!invoice || !isPayable(invoice)) return;
  invoice.attempted = true;
  invoice.attempt_count += 1;
  if (outcome === 'succeeded') {
    markPaid(ctx, invoice, paymentIntent.amount_received);
  } else {
    // A renewal's retries (dunning.ts) have set when Stripe tries again; anything else is not retried.
    if (!ctx.store.firstFailures.has(invoice.id)) invoice.next_payment_attempt = null;
    ctx.emit(
      outcome === 'failed' ? 'invoice.payment_failed' : 'invoice.payment_action_required',
      invoiceView(invoice),
    );
  }
  settleSubscription(ctx, invoice, outcome);
}

/** Voiding and writing off take an open invoice only, as Stripe answers otherwise. */
function requireOpen(invoice: Stripe.Invoice): void {
  if (invoice.status === 'open') return;
  throw invalidRequest(
    `You can only pass in open invoices. This invoice is ${invoice.status}.`,
    undefined,
    'invoice_not_editable',
  );
}

/**
 * Written off as bad debt (https://docs.stripe.com/api/invoices/mark_uncollectible): by hand, or by
 * billing once every retry of a renewal failed. Only an open invoice; it is attempted no more.
 */
export function markUncollectible(ctx: EmulatorContext, invoice: Stripe.Invoice): void {
  requireOpen(invoice);
  invoice.status = 'uncollectible';
  invoice.status_transitions.marked_uncollectible_at = ctx.now();
  invoice.next_payment_attempt = null;
  ctx.emit('invoice.marked_uncollectible', invoiceView(invoice));
}

export function voidInvoice(
  ctx: EmulatorContext,
  invoice: Stripe.Invoice,
  reason: 'voided' | 'expired' = 'voided',
): void {
  // Open or uncollectible: both may be voided (https://docs.stripe.com/invoicing/overview).
  if (invoice.status !== 'uncollectible') requireOpen(invoice);
  invoice.status = 'void';
  invoice.amount_remaining = 0;
  invoice.status_transitions.voided_at = ctx.now();
  invoice.next_payment_attempt = null;
  const paymentIntent = paymentIntentOf(ctx, invoice.id);
  if (paymentIntent && paymentIntent.status !== 'succeeded') {
    paymentIntent.status = 'canceled';
    paymentIntent.cancellation_reason = 'void_invoice';
    paymentIntent.canceled_at = ctx.now();
    paymentIntent.next_action = null;
    ctx.emit('payment_intent.canceled', structuredClone(paymentIntent));
  }
  const payment = defaultPaymentOf(ctx, invoice.id);
  if (payment && payment.status === 'open') {
    payment.status = 'canceled';
    payment.status_transitions.canceled_at = ctx.now();
  }
  ctx.emit('invoice.voided', invoiceView(invoice));
  discardPendingChange(ctx, invoice, reason);
}
