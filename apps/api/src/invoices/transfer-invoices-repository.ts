import type { InvoiceStatus } from '@app/billing-rules';
import type { OpenInvoice } from '@app/contracts';
import type { Queryable } from '../db/database.js';

// The invoices paid by transfer: the admin's list and its "mark as paid", and the reminders and
// ends of those overdue (docs/subscriptions-and-money.md#overdue-invoices). Offered to the admin
// and billing domains by invoice-service.ts (docs/architecture.md#domains).

interface OpenInvoiceRow {
  stripe_invoice_id: string;
  number: string | null;
  email: string;
  customer_name: string | null;
  amount_due: number;
  created: Date;
  due_date: Date | null;
  overdue: boolean;
  reminded_at: Date | null;
  status: 'open' | 'uncollectible';
  awaits_approval: boolean;
}

/**
 * An invoice is paid by transfer when it says so; invoices recorded before migration 0010 carry
 * the column's default, so their subscription's collection method stands in for theirs.
 */
const BY_TRANSFER = `(i.collection_method = 'send_invoice' or s.collection_method = 'send_invoice')`;

/**
 * docs/admin.md#open-invoices: every unpaid invoice paid by transfer, open ones first, the one due
 * first at the top (one without a due date yet last), then the oldest; then those written off, the
 * latest first, whose transfer may still come (docs/subscriptions-and-money.md#overdue-invoices).
 * An open one whose order waits for its payment or approval says so
 * (docs/subscriptions-and-money.md#credit-limit). The name is the one the invoice was
 * issued to, else the billing details' as they are now: the practice, else the person.
 */
export async function listOpenInvoices(db: Queryable): Promise<OpenInvoice[]> {
  const { rows } = await db.query<OpenInvoiceRow>(
    `select i.stripe_invoice_id, i.number, u.email, i.amount_due, i.created, i.due_date, i.reminded_at,
            i.status, coalesce(i.due_date < now(), false) as overdue,
            (i.status = 'open' and s.ended_at is null and s.credit_hold and s.credit_approved_at is null)
              as awaits_approval,
            coalesce(
              nullif(i.billed_to->>'company', ''),
              nullif(trim(concat_ws(' ', i.billed_to->>'firstName', i.billed_to->>'lastName')), ''),
              nullif(b.company, ''),
              nullif(trim(concat_ws(' ', b.first_name, b.last_name)), '')
            ) as customer_name
       from invoices i
       join subscriptions s on s.id = i.subscription_id
       join users u on u.id = s.owner_id
       left join billing_info b on b.user_id = u.id
      where i.status in ('open', 'uncollectible') and ${BY_TRANSFER}
      order by i.status = 'uncollectible',
               case when i.status = 'open' then i.due_date end nulls last,
               case when i.status = 'uncollectible' then i.due_date end desc nulls last,
               i.created, i.stripe_invoice_id`,
  );
  return rows.map((row) => ({
    invoiceId: row.stripe_invoice_id,
    number: row.number,
    customerEmail: row.email,
    customerName: row.customer_name,
    amountDue: row.amount_due,
    issuedAt: row.created.toISOString(),
    dueAt: row.due_date?.toISOString() ?? null,
    overdue: row.overdue,
    remindedAt: row.reminded_at?.toISOString() ?? null,
    status: row.status,
    awaitsApproval: row.awaits_approval,
  }));
}

/** Where an invoice of ours stands, for the admin's "mark as paid": null when we hold no such invoice. */
export async function findTransferInvoice(
  db: Queryable,
  stripeInvoiceId: string,
): Promise<{ stripeSubscriptionId: string; status: InvoiceStatus; byTransfer: boolean } | null> {
  const { rows } = await db.query<{
    stripe_subscription_id: string;
    status: InvoiceStatus;
    by_transfer: boolean;
  }>(
    `select s.stripe_subscription_id, i.status, ${BY_TRANSFER} as by_transfer
       from invoices i join subscriptions s on s.id = i.subscription_id
      where i.stripe_invoice_id = $1`,
    [stripeInvoiceId],
  );
  const row = rows[0];
  return row
    ? { stripeSubscriptionId: row.stripe_subscription_id, status: row.status, byTransfer: row.by_transfer }
    : null;
}

/** An invoice paid by transfer whose reminder has just been claimed: its notice is written now. */
export interface ClaimedReminder {
  invoiceId: string;
  number: string;
  ownerId: string;
  /** Cents still owed. */
  amount: number;
  dueDate: Date;
}

/**
 * Claims, in the caller's transaction, up to `limit` open invoices paid by transfer (and not
 * marked paid) that fell due `daysAfterDue` days or more before `now` and were never reminded,
 * stamping them reminded at `now`. An invoice whose subscription has ended another way (cancelled,
 * the account deleted) is not: the reminder's threat, the end, is moot, and the invoice stays
 * open for the admin, as Stripe leaves it (docs/subscriptions-and-money.md#overdue-invoices). Rows another process holds are skipped (it is reminding them),
 * and a row it has stamped no longer qualifies: each reminder is claimed once.
 */
export async function claimDueReminders(
  db: Queryable,
  { now, daysAfterDue, limit }: { now: Date; daysAfterDue: number; limit: number },
): Promise<ClaimedReminder[]> {
  const { rows } = await db.query<{
    invoice_id: string;
    number: string;
    owner_id: string;
    amount: number;
    due_date: Date | string;
  }>(
    `with due as (
       select i.stripe_invoice_id from invoices i join subscriptions s on s.id = i.subscription_id
        where i.status = 'open' and i.collection_method = 'send_invoice' and i.paid_at is null
          and i.reminded_at is null and i.due_date <= $1::timestamptz - make_interval(days => $2)
          and s.ended_at is null
        order by i.due_date, i.stripe_invoice_id
        limit $3
        for update of i skip locked
     )
     update invoices i set reminded_at = $1
       from due, subscriptions s
      where i.stripe_invoice_id = due.stripe_invoice_id and s.id = i.subscription_id
     returning i.stripe_invoice_id as invoice_id, coalesce(i.number, i.stripe_invoice_id) as number,
       s.owner_id, greatest(i.amount_due - i.amount_paid, 0) as amount, i.due_date`,
    [now.toISOString(), daysAfterDue, limit],
  );
  return rows.map((row) => ({
    invoiceId: row.invoice_id,
    number: row.number,
    ownerId: row.owner_id,
    amount: Number(row.amount),
    dueDate: new Date(row.due_date),
  }));
}

/** A reminded invoice still unpaid when its time is up, and the subscription it ends. */
export interface OverdueInvoice {
  invoiceId: string;
  stripeSubscriptionId: string;
}

/**
 * Invoices reminded `daysAfterReminder` days or more before `now` and still unpaid, whose
 * subscription has not ended: open ones, and ones already written off (a pass that stopped
 * between the two Stripe calls). One whose subscription ended another way has nothing to end. Read without a lock: ending one is a Stripe call, made outside any
 * transaction, and two processes making it at once send the same idempotency keys.
 */
export async function findInvoicesToEnd(
  db: Queryable,
  { now, daysAfterReminder, limit }: { now: Date; daysAfterReminder: number; limit: number },
): Promise<OverdueInvoice[]> {
  const { rows } = await db.query<OverdueInvoice>(
    `select i.stripe_invoice_id as "invoiceId", s.stripe_subscription_id as "stripeSubscriptionId"
       from invoices i join subscriptions s on s.id = i.subscription_id
      where i.collection_method = 'send_invoice' and i.paid_at is null
        and i.reminded_at <= $1::timestamptz - make_interval(days => $2)
        and i.status in ('open', 'uncollectible') and s.ended_at is null
      order by i.reminded_at, i.stripe_invoice_id
      limit $3`,
    [now.toISOString(), daysAfterReminder, limit],
  );
  return rows;
}
