import type { OpenInvoice } from '@app/contracts';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findTransferInvoice, listOpenInvoices } from '../invoices/invoice-service.js';
import { reconcileLicenses } from '../licenses/licenses-service.js';
import { type Payments, requirePayments } from '../payments/payments.js';
import { isStripeError } from '../subscriptions/checkout/customers.js';
import { type SyncLog, syncSubscription } from '../subscriptions/sync/stripe-sync-service.js';
import { refreshUserStatus } from '../subscriptions/user-status.js';
import { approveCreditOrder } from './open-invoices-repository.js';

export async function openInvoices(db: Queryable): Promise<OpenInvoice[]> {
  return listOpenInvoices(db);
}

/**
 * docs/admin.md#open-invoices: the customer's transfer has arrived, so Stripe records the invoice
 * as paid outside of Stripe (https://docs.stripe.com/api/invoices/pay, `paid_out_of_band`), and
 * our copy is synced at once so the customer's account shows it paid without waiting for the
 * webhook. Our own row is checked first, so an unknown or settled invoice costs no Stripe call and
 * a non-transfer invoice is never marked by hand; no transaction is open while Stripe answers.
 */
/**
 * An invoice written off (docs/subscriptions-and-money.md#overdue-invoices) still takes the
 * transfer that comes late: Stripe pays an uncollectible invoice as it pays an open one, and the
 * subscription it ended stays ended.
 */
const PAYABLE = new Set(['open', 'uncollectible']);

export async function markInvoicePaid(
  db: Database,
  payments: Payments | null,
  invoiceId: string,
  log?: SyncLog,
): Promise<OpenInvoice[]> {
  const invoice = await findTransferInvoice(db, invoiceId);
  // A card invoice is Stripe's to collect: to this tab it does not exist.
  if (!invoice?.byTransfer) throw new HttpError('not_found');
  if (!PAYABLE.has(invoice.status)) throw new HttpError('invoice_not_open');
  const { stripe } = requirePayments(payments);
  const sync = () => syncSubscription(db, stripe, invoice.stripeSubscriptionId, log);
  try {
    // One key per invoice: a second admin, or a retry after a lost answer, records one payment.
    await stripe.invoices.pay(
      invoiceId,
      { paid_out_of_band: true },
      { idempotencyKey: `mark-paid:${invoiceId}` },
    );
  } catch (error) {
    if (!isStripeError(error, 'StripeInvalidRequestError')) throw error;
    // Stripe refuses an invoice it no longer has open (paid by card meanwhile, voided): our copy
    // was behind. Once it is in line, that is what the admin is told.
    await sync();
    const now = await findTransferInvoice(db, invoiceId);
    if (now && !PAYABLE.has(now.status)) throw new HttpError('invoice_not_open');
    throw error;
  }
  await sync();
  return listOpenInvoices(db);
}

/**
 * docs/admin.md#approve-order: the admin serves a first order on invoice above the credit limit
 * before its invoice is paid (docs/subscriptions-and-money.md#credit-limit). Our copy alone holds
 * the approval (Stripe has the subscription active all along), so no Stripe call is made; the
 * owner's seat and status follow in the same transaction. Approving what no longer waits (a second
 * admin, or paid meanwhile) changes nothing and answers the list as it is.
 */
export async function approveInvoiceOrder(
  db: Database,
  invoiceId: string,
  admin: { id: string; email: string },
): Promise<OpenInvoice[]> {
  const invoice = await findTransferInvoice(db, invoiceId);
  if (!invoice?.byTransfer) throw new HttpError('not_found');
  await db.transaction(async (tx) => {
    // Paid meanwhile: no order waits behind it any more.
    const open = await findTransferInvoice(tx, invoiceId);
    if (open?.status !== 'open') return;
    const approved = await approveCreditOrder(tx, open.stripeSubscriptionId, admin);
    if (!approved) return;
    await reconcileLicenses(tx, approved);
    await refreshUserStatus(tx, approved.owner_id);
  });
  return listOpenInvoices(db);
}
