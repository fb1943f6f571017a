import type { Queryable } from '../db/database.js';

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
