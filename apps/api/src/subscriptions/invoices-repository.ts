import type { InvoiceStatus } from '@app/billing-rules';
import type { Queryable } from '../db/database.js';
import type { BilledTo, InvoiceLine } from '../invoices/invoice-document.js';

/**
 * One invoice as Stripe last said it: what our copy (and our own PDF,
 * docs/subscriptions-and-money.md#invoices) is written from.
 */
export interface StoredInvoice {
  stripeInvoiceId: string;
  number: string | null;
  created: Date;
  amountPaid: number;
  amountDue: number;
  status: InvoiceStatus;
  invoicePdf: string | null;
  /** Cents, VAT included; negative for a change whose credit exceeds its charge. */
  total: number;
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  lines: InvoiceLine[];
  collectionMethod: 'charge_automatically' | 'send_invoice';
  dueDate: Date | null;
  paidAt: Date | null;
}

/**
 * Writes Stripe's view of one invoice. `billedTo`, the owner's billing details at the time, is
 * written when the invoice is first recorded and never again: an invoice keeps the address it was
 * issued to, whatever the customer saves later.
 */
export async function upsertInvoice(
  db: Queryable,
  subscriptionId: string,
  invoice: StoredInvoice,
  billedTo: BilledTo | null,
): Promise<void> {
  await db.query(
    `insert into invoices (stripe_invoice_id, subscription_id, number, created, amount_paid, status, invoice_pdf,
       amount_due, total, currency, period_start, period_end, lines, collection_method, due_date, paid_at,
       billed_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     on conflict (stripe_invoice_id) do update set number = excluded.number, amount_paid = excluded.amount_paid,
       status = excluded.status, invoice_pdf = excluded.invoice_pdf, amount_due = excluded.amount_due,
       total = excluded.total, currency = excluded.currency, period_start = excluded.period_start,
       period_end = excluded.period_end, lines = excluded.lines, collection_method = excluded.collection_method,
       due_date = excluded.due_date, paid_at = coalesce(excluded.paid_at, invoices.paid_at)
     -- A paid or voided invoice stays so: a late, older read cannot reopen it. One written off
     -- (uncollectible) is never reopened either, but Stripe still takes its payment (a transfer
     -- that came after the write-off) or voids it: both are final, so no older read comes after.
     where invoices.status not in ('paid', 'void', 'uncollectible') or invoices.status = excluded.status
        or (invoices.status = 'uncollectible' and excluded.status in ('paid', 'void'))`,
    [
      invoice.stripeInvoiceId,
      subscriptionId,
      invoice.number,
      invoice.created,
      invoice.amountPaid,
      invoice.status,
      invoice.invoicePdf,
      invoice.amountDue,
      invoice.total,
      invoice.currency,
      invoice.periodStart,
      invoice.periodEnd,
      JSON.stringify(invoice.lines),
      invoice.collectionMethod,
      invoice.dueDate,
      invoice.paidAt,
      billedTo === null ? null : JSON.stringify(billedTo),
    ],
  );
}
