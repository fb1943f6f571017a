import { invoiceStatusOf } from '@app/billing-rules';
import type Stripe from 'stripe';
import type { InvoiceLine } from '../../invoices/invoice-document.js';
import type { StoredInvoice } from '../../invoices/invoice-service.js';
import { orderOfPrice } from '../../payments/prices.js';

const toDate = (seconds: number | null | undefined): Date | null =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

/**
 * One invoice as our copy keeps it: its figures, its period and every line (our PDF,
 * docs/subscriptions-and-money.md#invoices, is rendered from these, so it opens while Stripe is
 * down). An invoice embeds its first 10 lines only (`lines.has_more`); the rest are read from its lines list.
 */
export async function readInvoice(
  stripe: Stripe,
  invoice: Stripe.Invoice & { id: string },
): Promise<StoredInvoice> {
  let lines = invoice.lines.data;
  if (invoice.lines.has_more) {
    lines = [];
    for await (const line of stripe.invoices.listLineItems(invoice.id, { limit: 100 })) lines.push(line);
  }
  return {
    stripeInvoiceId: invoice.id,
    number: invoice.number,
    created: new Date(invoice.created * 1000),
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    status: invoiceStatusOf(invoice.status ?? 'open'),
    invoicePdf: invoice.invoice_pdf ?? null,
    total: invoice.total,
    currency: invoice.currency,
    periodStart: toDate(invoice.period_start),
    periodEnd: toDate(invoice.period_end),
    lines: await linesOf(stripe, lines),
    collectionMethod: invoice.collection_method === 'send_invoice' ? 'send_invoice' : 'charge_automatically',
    dueDate: toDate(invoice.due_date),
    paidAt: toDate(invoice.status_transitions?.paid_at),
  };
}

type PlanOfLine = InvoiceLine['plan'];

/**
 * Each line with the plan its price stands for (by the price's lookup key, payments/prices.ts),
 * each price read once: the PDF then names the plan in the customer's language rather than in
 * Stripe's English description.
 */
async function linesOf(stripe: Stripe, lines: Stripe.InvoiceLineItem[]): Promise<InvoiceLine[]> {
  const plans = new Map<string, Promise<PlanOfLine>>();
  const planOf = (price: string | Stripe.Price) => {
    if (typeof price !== 'string') return Promise.resolve(orderOfPrice(price));
    let plan = plans.get(price);
    if (!plan) {
      plan = stripe.prices.retrieve(price).then(orderOfPrice);
      plans.set(price, plan);
    }
    return plan;
  };
  return Promise.all(
    lines.map(async (line) => {
      const price = line.pricing?.price_details?.price;
      const details = line.parent?.subscription_item_details ?? line.parent?.invoice_item_details;
      return {
        ...lineOf(line),
        plan: price ? await planOf(price) : null,
        proration: details?.proration ?? false,
      };
    }),
  );
}

/**
 * A line's unit price is its pricing's `unit_amount_decimal` (a Decimal in SDK 23, a string on
 * the wire), in cents with VAT, as our prices include it. A line without one (an amount given
 * directly) is priced as its amount over its quantity.
 */
function lineOf(line: Stripe.InvoiceLineItem): InvoiceLine {
  const quantity = line.quantity ?? 1;
  const decimal = line.pricing?.unit_amount_decimal;
  const unitAmount =
    decimal === null || decimal === undefined
      ? Math.round(line.amount / (quantity || 1))
      : Math.round(Number(String(decimal)));
  return {
    description: line.description ?? '',
    quantity,
    unitAmount,
    amount: line.amount,
    periodStart: toDate(line.period?.start),
    periodEnd: toDate(line.period?.end),
  };
}
