// Building an invoice: a draft with its lines and totals, as Stripe creates it before finalizing.
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { newId } from '../ids.js';
import { listOf } from '../lists.js';
import { pendingInvoiceItems } from './invoice-items.js';
import { invoiceItemLine, type SubscriptionLine, subscriptionLine } from './invoice-lines.js';
import { invoiceView } from './invoice-lookup.js';

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

/** A renewal's draft: the subscription's items billed for `next`, pending items when asked. */
export function createRenewalDraft(
  ctx: EmulatorContext,
  input: {
    customer: Stripe.Customer;
    subscription: Stripe.Subscription;
    period: { start: number; end: number };
    next: { start: number; end: number };
    includePendingItems: boolean;
  },
): Stripe.Invoice {
  const { subscription, next } = input;
  return createDraftInvoice(ctx, {
    customer: input.customer,
    subscription,
    billingReason: 'subscription_cycle',
    collectionMethod: subscription.collection_method as 'charge_automatically' | 'send_invoice',
    daysUntilDue: subscription.days_until_due,
    subscriptionLines: subscription.items.data.map((item) => ({ item, period: next })),
    includePendingItems: input.includePendingItems,
    // A renewal invoice's own period is the one that just ended (Stripe's convention).
    period: input.period,
    autoAdvance: true,
  });
}
