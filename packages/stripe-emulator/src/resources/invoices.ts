import type Stripe from 'stripe';
import { formatAmount } from '../billing-periods.js';
import type { EmulatorContext, PaymentIntentOutcome } from '../context.js';
import { decimalString } from '../decimal-string.js';
import { invalidRequest, resourceMissing, type StripeApiError } from '../errors.js';
import { newId, randomToken } from '../ids.js';
import { type ListObject, listOf, newestFirst, paginate } from '../lists.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';
import { pendingInvoiceItems } from './invoice-items.js';
import { type ChargeMode, confirm, insertPaymentIntent } from './payment-intents.js';
import { resolvePaymentMethod } from './payment-methods.js';
import { applyPendingChange, discardPendingChange, isPendingUpdateInvoice } from './pending-updates.js';
import { subscriptionSnapshot } from './subscription-view.js';

export function findInvoice(ctx: EmulatorContext, id: string, param = 'invoice'): Stripe.Invoice {
  const invoice = ctx.store.invoices.get(id);
  if (!invoice) throw resourceMissing('invoice', id, param);
  return invoice;
}

/** Invoices carry neither `confirmation_secret` nor `payments` unless expanded (includable fields). */
export function invoiceView(invoice: Stripe.Invoice): Stripe.Invoice {
  return structuredClone(invoice);
}

export function invoicePaymentsOf(ctx: EmulatorContext, invoiceId: string): Stripe.InvoicePayment[] {
  return ctx.store.invoicePayments.values().filter((payment) => payment.invoice === invoiceId);
}

function defaultPaymentOf(ctx: EmulatorContext, invoiceId: string): Stripe.InvoicePayment | undefined {
  return invoicePaymentsOf(ctx, invoiceId).find((payment) => payment.is_default);
}

export function paymentIntentOf(ctx: EmulatorContext, invoiceId: string): Stripe.PaymentIntent | undefined {
  const id = defaultPaymentOf(ctx, invoiceId)?.payment.payment_intent;
  return typeof id === 'string' ? ctx.store.paymentIntents.get(id) : undefined;
}

/**
 * `confirmation_secret` (the first payment's client secret, since invoices lost `payment_intent`
 * in 2025-03-31.basil) and `payments`: https://docs.stripe.com/changelog/basil/2025-03-31/add-support-for-multiple-partial-payments-on-invoices
 */
export function invoiceIncludable(
  ctx: EmulatorContext,
  invoice: Record<string, unknown>,
  field: string,
): unknown {
  const id = invoice.id as string;
  if (field === 'confirmation_secret') {
    const paymentIntent = paymentIntentOf(ctx, id);
    return paymentIntent?.client_secret
      ? { client_secret: paymentIntent.client_secret, type: 'payment_intent' }
      : null;
  }
  if (field === 'payments') {
    return listOf(
      newestFirst(invoicePaymentsOf(ctx, id)).map((payment) => structuredClone(payment)),
      `/v1/invoices/${id}/payments`,
    );
  }
  return undefined;
}

export interface SubscriptionLine {
  item: Stripe.SubscriptionItem;
  period: { start: number; end: number };
}

export interface NewInvoice {
  customer: Stripe.Customer;
  subscription?: Stripe.Subscription;
  billingReason: Stripe.Invoice.BillingReason;
  collectionMethod: 'charge_automatically' | 'send_invoice';
  daysUntilDue: number | null;
  subscriptionLines?: SubscriptionLine[];
  /** Collect the customer's pending invoice items (of `subscription` when given). */
  includePendingItems: boolean;
  period: { start: number; end: number };
  autoAdvance: boolean;
  description?: string | null;
  defaultPaymentMethod?: string | null;
}

function subscriptionLine(
  ctx: EmulatorContext,
  invoiceId: string,
  subscriptionId: string,
  line: SubscriptionLine,
): Stripe.InvoiceLineItem {
  const { item, period } = line;
  const price = item.price;
  const quantity = item.quantity ?? 1;
  const amount = (price.unit_amount ?? 0) * quantity;
  const product = ctx.store.products.get(price.product as string)?.name ?? 'Subscription';
  const interval = price.recurring?.interval ?? 'month';
  return {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: price.currency,
    description: `${quantity} × ${product} (at ${formatAmount(price.unit_amount ?? 0, price.currency)} / ${interval})`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscriptionId,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period,
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: price.id, product: price.product as string },
      type: 'price_details',
      unit_amount_decimal: price.unit_amount_decimal,
    },
    quantity,
    quantity_decimal: decimalString(quantity),
    subscription: subscriptionId,
    subtotal: amount,
    taxes: [],
  };
}

function invoiceItemLine(invoiceId: string, item: Stripe.InvoiceItem): Stripe.InvoiceLineItem {
  const subscription = item.parent?.subscription_details?.subscription;
  const subscriptionId = (subscription as string | undefined) ?? null;
  return {
    id: newId('il'),
    object: 'line_item',
    amount: item.amount,
    currency: item.currency,
    description: item.description,
    discount_amounts: [],
    discountable: item.discountable,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: item.metadata ?? {},
    parent: {
      invoice_item_details: {
        invoice_item: item.id,
        proration: item.proration,
        proration_details: { credited_items: null },
        subscription: subscriptionId,
      },
      subscription_item_details: null,
      type: 'invoice_item_details',
    },
    period: item.period,
    pretax_credit_amounts: [],
    pricing: item.pricing,
    quantity: item.quantity,
    quantity_decimal: decimalString(item.quantity),
    subscription: subscriptionId,
    subtotal: item.amount,
    taxes: [],
  };
}

function refreshTotals(invoice: Stripe.Invoice): void {
  const subtotal = invoice.lines.data.reduce((sum, line) => sum + line.amount, 0);
  invoice.subtotal = subtotal;
  invoice.subtotal_excluding_tax = subtotal;
  invoice.total = subtotal;
  invoice.total_excluding_tax = subtotal;
  invoice.amount_due = Math.max(subtotal, 0);
  invoice.amount_remaining = invoice.amount_due - invoice.amount_paid;
}

export function createDraftInvoice(ctx: EmulatorContext, input: NewInvoice): Stripe.Invoice {
  const now = ctx.now();
  const id = newId('in');
  const { customer, subscription } = input;
  const lines: Stripe.InvoiceLineItem[] = [];
  if (subscription) {
    for (const line of input.subscriptionLines ?? [])
      lines.push(subscriptionLine(ctx, id, subscription.id, line));
  }
  if (input.includePendingItems) {
    for (const item of pendingInvoiceItems(ctx, customer.id, subscription?.id)) {
      item.invoice = id;
      lines.push(invoiceItemLine(id, item));
    }
  }
  const currency = lines[0]?.currency ?? subscription?.currency ?? customer.currency ?? 'chf';
  const charge = input.collectionMethod === 'charge_automatically';
  const invoice: Stripe.Invoice = {
    id,
    object: 'invoice',
    account_country: 'CH',
    account_name: 'Stripe emulator',
    account_tax_ids: null,
    amount_due: 0,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: input.autoAdvance,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: input.autoAdvance ? now + 3600 : null,
    billing_reason: input.billingReason,
    collection_method: input.collectionMethod,
    created: now,
    currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: customer.address ?? null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: input.defaultPaymentMethod ?? null,
    default_source: null,
    default_tax_rates: [],
    description: input.description ?? null,
    discounts: [],
    due_date: charge || input.daysUntilDue === null ? null : now + input.daysUntilDue * 86_400,
    effective_at: null,
    ending_balance: null,
    footer: customer.invoice_settings.footer,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: listOf(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: charge && input.autoAdvance ? now + 3600 : null,
    number: null,
    on_behalf_of: null,
    parent: subscription
      ? {
          quote_details: null,
          subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
          type: 'subscription_details',
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.period.end,
    period_start: input.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: 0,
    subtotal_excluding_tax: 0,
    test_clock: null,
    total: 0,
    total_discount_amounts: [],
    total_excluding_tax: 0,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
  refreshTotals(invoice);
  ctx.store.invoices.set(invoice);
  ctx.emit('invoice.created', invoiceView(invoice));
  return invoice;
}

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

function markPaid(ctx: EmulatorContext, invoice: Stripe.Invoice, amount: number): void {
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

/** Subscription that billed this invoice, through endive's `parent.subscription_details`. */
export function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
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

const NO_PAYMENT_METHOD =
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

/** Moves the subscription along with its invoice: paid makes it active, a failed renewal past_due. */
function settleSubscription(
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
  const invoiceId = ctx.store.paymentIntentInvoice.get(paymentIntent.id);
  const invoice = invoiceId ? ctx.store.invoices.get(invoiceId) : undefined;
  if (invoice?.status !== 'open') return;
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

export function voidInvoice(
  ctx: EmulatorContext,
  invoice: Stripe.Invoice,
  reason: 'voided' | 'expired' = 'voided',
): void {
  if (invoice.status !== 'open') {
    throw invalidRequest(
      `You can only pass in open invoices. This invoice is ${invoice.status}.`,
      undefined,
      'invoice_not_editable',
    );
  }
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

// --- HTTP handlers -------------------------------------------------------------------------

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
  if (invoice.status !== 'open') {
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
