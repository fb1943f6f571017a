import type { OpenInvoice } from '@app/contracts';
import type { Queryable } from '../db/database.js';

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
}

/**
 * An invoice is paid by transfer when it says so; invoices recorded before migration 0010 carry
 * the column's default, so their subscription's collection method stands in for theirs.
 */
const BY_TRANSFER = `(i.collection_method = 'send_invoice' or s.collection_method = 'send_invoice')`;

/**
 * docs/admin.md#open-invoices: every unpaid invoice paid by transfer, the one due first at the top
 * (one without a due date yet last), then the oldest. The name is the one the invoice was
 * issued to, else the billing details' as they are now: the practice, else the person.
 */
export async function listOpenInvoices(db: Queryable): Promise<OpenInvoice[]> {
  const { rows } = await db.query<OpenInvoiceRow>(
    `select i.stripe_invoice_id, i.number, u.email, i.amount_due, i.created, i.due_date, i.reminded_at,
            coalesce(i.due_date < now(), false) as overdue,
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
      where i.status = 'open' and ${BY_TRANSFER}
      order by i.due_date nulls last, i.created, i.stripe_invoice_id`,
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
  }));
}

/** Where an invoice of ours stands, for the admin's "mark as paid": null when we hold no such invoice. */
export async function findTransferInvoice(
  db: Queryable,
  stripeInvoiceId: string,
): Promise<{ stripeSubscriptionId: string; status: string; byTransfer: boolean } | null> {
  const { rows } = await db.query<{ stripe_subscription_id: string; status: string; by_transfer: boolean }>(
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
