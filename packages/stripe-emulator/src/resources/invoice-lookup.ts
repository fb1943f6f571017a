// An invoice by id, as the API shows it, and what hangs off it: payments, PaymentIntent, subscription.
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { listOf, newestFirst } from '../lists.js';

export function findInvoice(ctx: EmulatorContext, id: string, param = 'invoice'): Stripe.Invoice {
  const invoice = ctx.store.invoices.get(id);
  if (!invoice) throw resourceMissing('invoice', id, param);
  return invoice;
}

/** How many lines an invoice embeds; the rest are read from /v1/invoices/{id}/lines, as at Stripe. */
export const EMBEDDED_INVOICE_LINES = 10;

/**
 * Invoices carry neither `confirmation_secret` nor `payments` unless expanded (includable fields),
 * and only their first 10 lines, `lines.has_more` saying whether more exist.
 */
export function invoiceView(invoice: Stripe.Invoice): Stripe.Invoice {
  const view = structuredClone(invoice);
  const { data, url } = view.lines;
  view.lines = listOf(data.slice(0, EMBEDDED_INVOICE_LINES), url, data.length > EMBEDDED_INVOICE_LINES);
  return view;
}

export function invoicePaymentsOf(ctx: EmulatorContext, invoiceId: string): Stripe.InvoicePayment[] {
  return ctx.store.invoicePayments.values().filter((payment) => payment.invoice === invoiceId);
}

export function defaultPaymentOf(ctx: EmulatorContext, invoiceId: string): Stripe.InvoicePayment | undefined {
  return invoicePaymentsOf(ctx, invoiceId).find((payment) => payment.is_default);
}

/** The invoice a PaymentIntent collects, if an invoice made it. */
export function invoiceOfPaymentIntent(
  ctx: EmulatorContext,
  paymentIntentId: string,
): Stripe.Invoice | undefined {
  const invoiceId = ctx.store.paymentIntentInvoice.get(paymentIntentId);
  return invoiceId ? ctx.store.invoices.get(invoiceId) : undefined;
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

/** Subscription that billed this invoice, through endive's `parent.subscription_details`. */
export function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  if (!subscription) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}
