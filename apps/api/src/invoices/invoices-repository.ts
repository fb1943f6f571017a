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

/** The status our copy of an invoice has (as the last sync wrote it); null when we hold none. */
export async function storedInvoiceStatus(
  db: Queryable,
  stripeInvoiceId: string,
): Promise<InvoiceStatus | null> {
  const { rows } = await db.query<{ status: InvoiceStatus }>(
    'select status from invoices where stripe_invoice_id = $1',
    [stripeInvoiceId],
  );
  return rows[0]?.status ?? null;
}

/**
 * What paying the invoice `stripeInvoiceId` needs (its subscription's Stripe id, its status) when it
 * belongs to one of `userId`'s own subscriptions; null otherwise (never another account's).
 */
export async function findOwnInvoiceToPay(
  db: Queryable,
  userId: string,
  stripeInvoiceId: string,
): Promise<{ stripeSubscriptionId: string; status: InvoiceStatus } | null> {
  const { rows } = await db.query<{ stripe_subscription_id: string; status: InvoiceStatus }>(
    `select s.stripe_subscription_id, i.status from invoices i join subscriptions s on s.id = i.subscription_id
      where i.stripe_invoice_id = $1 and s.owner_id = $2`,
    [stripeInvoiceId, userId],
  );
  const row = rows[0];
  return row ? { stripeSubscriptionId: row.stripe_subscription_id, status: row.status } : null;
}

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

/**
 * Whether the subscription has an invoice that was reminded of and then written off
 * (docs/subscriptions-and-money.md#overdue-invoices).
 */
export async function hasWrittenOffRemindedInvoice(db: Queryable, subscriptionId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from invoices where subscription_id = $1 and reminded_at is not null
        and status = 'uncollectible' limit 1`,
    [subscriptionId],
  );
  return rows.length > 0;
}

/**
 * docs/licences.md#paid-seats: the seats a subscription on invoice has been paid for, the
 * greatest number billed by its latest paid invoice; none paid yet, only the owner's own.
 */
export async function seatsPaidOnInvoice(db: Queryable, subscriptionId: string): Promise<number> {
  const { rows } = await db.query<{ seats: number }>(
    `select coalesce(max((line->>'quantity')::int), 1)::int as seats
       from (select lines from invoices where subscription_id = $1 and status = 'paid'
             order by created desc limit 1) paid,
            jsonb_array_elements(paid.lines) line
      where (line->>'amount')::int > 0`,
    [subscriptionId],
  );
  return rows[0]?.seats ?? 1;
}

/**
 * docs/subscriptions-and-money.md#invoice-orders: what the account owes and has not paid, which
 * stops a new order on invoice. An invoice by transfer still open (the earlier order on invoice,
 * overdue or not), any invoice past its due date, and any written off, also of an ended
 * subscription: ending it did not pay it.
 */
export async function hasUnpaidInvoice(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ unpaid: boolean }>(
    `select exists (
       select 1 from invoices i join subscriptions s on s.id = i.subscription_id
        where s.owner_id = $1
          and (i.status = 'uncollectible'
               or (i.status = 'open' and (i.collection_method = 'send_invoice' or i.due_date < now())))
     ) as unpaid`,
    [userId],
  );
  return rows[0]?.unpaid ?? false;
}

/**
 * docs/subscriptions-and-money.md#credit-limit: whether the account has ever paid an invoice (an
 * amount, by card or by transfer, also of a subscription that has ended); without one, an order
 * on invoice is a first order, served at once only up to the credit limit.
 */
export async function hasPaidInvoice(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ paid: boolean }>(
    `select exists (
       select 1 from invoices i join subscriptions s on s.id = i.subscription_id
        where s.owner_id = $1 and i.status = 'paid' and i.amount_paid > 0
     ) as paid`,
    [userId],
  );
  return rows[0]?.paid ?? false;
}

/** One invoice as the data download lists it (docs/accounts.md#data-download). */
export interface ExportedInvoice {
  id: string;
  number: string | null;
  /** ISO 8601, UTC. */
  created: string;
  amountPaidCents: number;
  status: InvoiceStatus;
  invoicePdf: string | null;
}

/** Every invoice of `userId`'s own subscriptions but a voided one, oldest first, for her data download. */
export async function exportedInvoices(db: Queryable, userId: string): Promise<ExportedInvoice[]> {
  const { rows } = await db.query<ExportedInvoice>(
    `select i.stripe_invoice_id as id, i.number,
       to_char(i.created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created",
       i.amount_paid as "amountPaidCents", i.status, i.invoice_pdf as "invoicePdf"
     from invoices i join subscriptions s on s.id = i.subscription_id
     where s.owner_id = $1 and i.status <> 'void' order by i.created, i.stripe_invoice_id`,
    [userId],
  );
  return rows;
}

/**
 * For the account page's one query (subscriptions/subscription-info-repository.ts), a json array
 * of the invoices of the subscriptions `owner` (an SQL expression) owns, newest first, but a voided
 * one (a declined attempt's: it is no bill).
 */
export const ownInvoicesJsonSql = (owner: string): string => `(select coalesce(json_agg(json_build_object(
    'id', i.stripe_invoice_id, 'number', i.number, 'created', extract(epoch from i.created)::bigint,
    'amount_paid', i.amount_paid, 'amount_due', i.amount_due, 'status', i.status)
  order by i.created desc, i.stripe_invoice_id desc), '[]'::json)
  from invoices i join subscriptions s on s.id = i.subscription_id
  where s.owner_id = ${owner} and i.status <> 'void')`;

/**
 * For the same query, to join laterally: the oldest open invoice (`stripe_invoice_id`,
 * `amount_due`) of the subscription whose id is `subscription` (an SQL expression), the one an
 * order on invoice waits on (docs/subscriptions-and-money.md#credit-limit).
 */
export const oldestOpenInvoiceSql = (subscription: string): string =>
  `(select stripe_invoice_id, amount_due from invoices
     where subscription_id = ${subscription} and status = 'open' order by created limit 1)`;
