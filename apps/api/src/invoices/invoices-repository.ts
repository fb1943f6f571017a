import type { InvoiceStatus, Language } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import type { BilledTo, InvoiceLine } from './invoice-document.js';

/** One invoice of the caller's own subscriptions, with everything its PDF shows. */
export interface OwnInvoiceRow {
  id: string;
  number: string | null;
  created: Date;
  /** Null for an invoice recorded before our copy kept its figures: amount_paid or amount_due stands in. */
  total: number | null;
  amount_paid: number;
  amount_due: number;
  currency: string;
  period_start: Date | null;
  period_end: Date | null;
  /** As stored in jsonb: dates are ISO strings. */
  lines: Array<
    Omit<InvoiceLine, 'periodStart' | 'periodEnd'> & { periodStart: string | null; periodEnd: string | null }
  >;
  billed_to: BilledTo | null;
  collection_method: 'charge_automatically' | 'send_invoice';
  due_date: Date | null;
  /** Stripe's, as the sync stored it. */
  status: InvoiceStatus;
  paid_at: Date | null;
  lang: Language;
}

const INVOICES = `
  select i.stripe_invoice_id as id, i.number, i.created, i.total, i.amount_paid, i.amount_due, i.currency,
    i.period_start, i.period_end, i.lines, i.billed_to, i.collection_method, i.due_date, i.status, i.paid_at,
    u.lang
  from invoices i
  join subscriptions s on s.id = i.subscription_id
  join users u on u.id = s.owner_id`;
const OWN_INVOICES = `${INVOICES} where s.owner_id = $1`;

/**
 * The invoice `invoiceId` when it belongs to one of `userId`'s own subscriptions; null when it is
 * someone else's or does not exist, which the caller must not tell apart.
 */
export async function findOwnInvoice(
  db: Queryable,
  userId: string,
  invoiceId: string,
): Promise<OwnInvoiceRow | null> {
  const { rows } = await db.query<OwnInvoiceRow>(`${OWN_INVOICES} and i.stripe_invoice_id = $2`, [
    userId,
    invoiceId,
  ]);
  return rows[0] ?? null;
}

/** Every invoice of `userId`'s own subscriptions, newest first (the data download's PDFs). */
export async function listOwnInvoices(db: Queryable, userId: string): Promise<OwnInvoiceRow[]> {
  const { rows } = await db.query<OwnInvoiceRow>(
    `${OWN_INVOICES} order by i.created desc, i.stripe_invoice_id desc`,
    [userId],
  );
  return rows;
}

/**
 * The invoice `invoiceId`, whoever owns it: for the mails about it (the outbox attaches its PDF),
 * never for an answer to a caller. Null when we hold no such invoice.
 */
export async function findInvoice(db: Queryable, invoiceId: string): Promise<OwnInvoiceRow | null> {
  const { rows } = await db.query<OwnInvoiceRow>(`${INVOICES} where i.stripe_invoice_id = $1`, [invoiceId]);
  return rows[0] ?? null;
}
