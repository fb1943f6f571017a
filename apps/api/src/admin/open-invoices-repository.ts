import type { InvoiceStatus } from '@app/billing-rules';
import type { OpenInvoice } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import {
  findSubscriptionByStripeId,
  type StoredSubscription,
} from '../subscriptions/subscriptions-service.js';

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

/**
 * docs/subscriptions-and-money.md#credit-limit: the admin approves the order waiting behind this
 * invoice, recorded with who and when; its seats and its owner's status then follow
 * (the caller's transaction). False when no order waits behind it (approved or paid meanwhile, or
 * ended): nothing changes.
 */
export async function approveOrderOfInvoice(
  db: Queryable,
  stripeInvoiceId: string,
  admin: { id: string; email: string },
): Promise<StoredSubscription | null> {
  const { rows } = await db.query<{ stripe_subscription_id: string }>(
    `update subscriptions s set credit_approved_at = now(), credit_approved_by = $2,
            credit_approved_by_email = $3, updated_at = now()
       from invoices i
      where i.stripe_invoice_id = $1 and i.subscription_id = s.id and i.status = 'open'
        and s.ended_at is null and s.credit_hold and s.credit_approved_at is null
      returning s.stripe_subscription_id`,
    [stripeInvoiceId, admin.id, admin.email],
  );
  const row = rows[0];
  return row ? findSubscriptionByStripeId(db, row.stripe_subscription_id) : null;
}
