// The invoices' HTTP handlers (/v1/invoices, /v1/invoice_payments).
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { type ListObject, newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';
import {
  attemptPayment,
  finalize,
  isPayable,
  markPaid,
  markUncollectible,
  settleSubscription,
  voidInvoice,
} from './invoice-collection.js';
import { createDraftInvoice } from './invoice-drafts.js';
import { findInvoice, invoiceView, paymentIntentOf, subscriptionIdOf } from './invoice-lookup.js';
import type { ChargeMode } from './payment-intent-charges.js';

export function retrieveInvoice(ctx: EmulatorContext, id: string, params: Params): Stripe.Invoice {
  params.allow();
  return invoiceView(findInvoice(ctx, id, 'id'));
}

export function listInvoices(ctx: EmulatorContext, params: Params): ListObject<Stripe.Invoice> {
  params.allow(
    'collection_method',
    'created',
    'customer',
    'due_date',
    'ending_before',
    'limit',
    'starting_after',
    'status',
    'subscription',
  );
  const customer = params.string('customer');
  const subscription = params.string('subscription');
  const status = params.string('status');
  const collectionMethod = params.string('collection_method');
  const invoices = ctx.store.invoices
    .values()
    .filter((invoice) => customer === undefined || invoice.customer === customer)
    .filter((invoice) => subscription === undefined || subscriptionIdOf(invoice) === subscription)
    .filter((invoice) => status === undefined || invoice.status === status)
    .filter((invoice) => collectionMethod === undefined || invoice.collection_method === collectionMethod)
    .map(invoiceView);
  return paginate(newestFirst(invoices), params, '/v1/invoices');
}

export function listInvoiceLines(ctx: EmulatorContext, id: string, params: Params) {
  params.allow('limit', 'starting_after', 'ending_before');
  const invoice = findInvoice(ctx, id, 'invoice');
  return paginate(structuredClone(invoice.lines.data), params, `/v1/invoices/${id}/lines`);
}

export function listInvoicePayments(ctx: EmulatorContext, params: Params) {
  params.allow('invoice', 'payment', 'status', 'limit', 'starting_after', 'ending_before', 'created');
  const invoice = params.string('invoice');
  const status = params.string('status');
  const paymentIntent = params.object('payment')?.string('payment_intent');
  const payments = ctx.store.invoicePayments
    .values()
    .filter((payment) => invoice === undefined || payment.invoice === invoice)
    .filter((payment) => status === undefined || payment.status === status)
    .filter((payment) => paymentIntent === undefined || payment.payment.payment_intent === paymentIntent)
    .map((payment) => structuredClone(payment));
  return paginate(newestFirst(payments), params, '/v1/invoice_payments');
}

/** A one-off invoice: a draft collecting the customer's pending invoice items. */
export function createInvoice(ctx: EmulatorContext, params: Params): Stripe.Invoice {
  params.allow(
    'auto_advance',
    'collection_method',
    'customer',
    'days_until_due',
    'default_payment_method',
    'description',
    'metadata',
    'pending_invoice_items_behavior',
    'subscription',
  );
  const customer = findCustomer(ctx, params.requiredString('customer'));
  const collectionMethod =
    params.oneOf('collection_method', ['charge_automatically', 'send_invoice'] as const) ??
    'charge_automatically';
  const daysUntilDue = params.int('days_until_due') ?? null;
  if (collectionMethod === 'send_invoice' && daysUntilDue === null) {
    throw invalidRequest(
      'Missing required param: days_until_due (required when collection_method is send_invoice).',
      'days_until_due',
      'parameter_missing',
    );
  }
  const now = ctx.now();
  const invoice = createDraftInvoice(ctx, {
    customer,
    billingReason: 'manual',
    collectionMethod,
    daysUntilDue,
    includePendingItems: params.string('pending_invoice_items_behavior') === 'include',
    period: { start: now, end: now },
    autoAdvance: params.bool('auto_advance') ?? false,
    description: params.nullableString('description') ?? null,
    defaultPaymentMethod: params.string('default_payment_method') ?? null,
  });
  const metadata = params.metadata();
  if (metadata) invoice.metadata = metadata;
  return invoiceView(invoice);
}

export function finalizeInvoice(ctx: EmulatorContext, id: string, params: Params): Stripe.Invoice {
  params.allow('auto_advance');
  const invoice = findInvoice(ctx, id, 'invoice');
  const autoAdvance = params.bool('auto_advance');
  if (autoAdvance !== undefined) invoice.auto_advance = autoAdvance;
  finalize(ctx, invoice);
  return invoiceView(invoice);
}

/**
 * POST /v1/invoices/:id/pay: charges now (a decline answers 402 and leaves the invoice open;
 * a card needing 3-D Secure answers 402 invoice_payment_intent_requires_action), or records a
 * payment made elsewhere with paid_out_of_band=true.
 */
export function payInvoice(ctx: EmulatorContext, id: string, params: Params): Stripe.Invoice {
  params.allow('forgive', 'mandate', 'off_session', 'paid_out_of_band', 'payment_method', 'source');
  const invoice = findInvoice(ctx, id, 'invoice');
  if (invoice.status === 'draft') finalize(ctx, invoice);
  if (invoice.status === 'paid') {
    throw invalidRequest('Invoice is already paid', undefined, 'invoice_payment_intent_unexpected_state');
  }
  if (!isPayable(invoice)) {
    throw invalidRequest(
      `You cannot pay an invoice that is ${invoice.status}.`,
      undefined,
      'invoice_not_editable',
    );
  }
  if (params.bool('paid_out_of_band')) {
    invoice.amount_paid_off_stripe = invoice.amount_remaining;
    const paymentIntent = paymentIntentOf(ctx, invoice.id);
    if (paymentIntent && paymentIntent.status !== 'succeeded') {
      paymentIntent.status = 'canceled';
      paymentIntent.cancellation_reason = 'void_invoice';
      paymentIntent.canceled_at = ctx.now();
    }
    markPaid(ctx, invoice, invoice.amount_remaining);
    settleSubscription(ctx, invoice, 'succeeded');
    return invoiceView(invoice);
  }
  const mode: ChargeMode = params.bool('off_session') === false ? 'on_session' : 'off_session';
  const paymentIntent = paymentIntentOf(ctx, invoice.id);
  const error = attemptPayment(
    ctx,
    invoice,
    mode === 'off_session' ? 'billing' : mode,
    params.string('payment_method'),
  );
  if (error) throw error;
  if (paymentIntent?.status === 'requires_action') {
    throw invalidRequest(
      'This payment requires additional user action before it can be completed successfully. Payment can be completed using the PaymentIntent associated with the invoice. For more details see: https://docs.stripe.com/billing/subscriptions/overview#requires-action',
      undefined,
      'invoice_payment_intent_requires_action',
    );
  }
  return invoiceView(invoice);
}

export function voidInvoiceHandler(ctx: EmulatorContext, id: string, params: Params): Stripe.Invoice {
  params.allow();
  const invoice = findInvoice(ctx, id, 'invoice');
  voidInvoice(ctx, invoice);
  return invoiceView(invoice);
}

export function markUncollectibleHandler(ctx: EmulatorContext, id: string, params: Params): Stripe.Invoice {
  params.allow();
  const invoice = findInvoice(ctx, id, 'invoice');
  markUncollectible(ctx, invoice);
  return invoiceView(invoice);
}

export function sendInvoice(ctx: EmulatorContext, id: string, params: Params): Stripe.Invoice {
  params.allow();
  const invoice = findInvoice(ctx, id, 'invoice');
  if (invoice.status === 'draft') finalize(ctx, invoice);
  ctx.emit('invoice.sent', invoiceView(invoice));
  return invoiceView(invoice);
}

export function deleteDraftInvoice(ctx: EmulatorContext, id: string): Stripe.DeletedInvoice {
  const invoice = findInvoice(ctx, id, 'invoice');
  if (invoice.status !== 'draft') {
    throw invalidRequest('You can only delete draft invoices.', undefined, 'invoice_not_editable');
  }
  for (const item of ctx.store.invoiceItems.values()) if (item.invoice === id) item.invoice = null;
  ctx.store.invoices.delete(id);
  ctx.emit('invoice.deleted', invoiceView(invoice));
  return { id, object: 'invoice', deleted: true };
}
