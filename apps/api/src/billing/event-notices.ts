import { invoiceNotice } from '@app/billing-rules';
import type Stripe from 'stripe';
import type { Database } from '../db/database.js';
import { storedInvoiceStatus } from '../invoices/invoice-service.js';
import { findSubscriptionOwner } from '../subscriptions/subscriptions-service.js';
import { recordNotice } from './notices-repository.js';

/**
 * The mails about an invoice (docs/subscriptions-and-money.md#billing-notices), from Stripe's
 * events (applied after the sync that wrote the invoice): a payment received (with our PDF
 * attached), a renewal refused or waiting for 3-D Secure, and the reminder before an annual renewal
 * (`invoice.upcoming`, whose invoice has no id yet). Keyed by the invoice (or the renewal), so
 * Stripe's retries of one event, and its later retries of one renewal, mail once. A change's or a
 * first payment's refusal is said on screen instead.
 */
export async function recordInvoiceNotices(
  db: Database,
  event: Stripe.Event,
  stripeSubscriptionId: string,
): Promise<void> {
  const invoice = event.data.object as Stripe.Invoice;
  if (invoice.object !== 'invoice') return;
  const owner = await findSubscriptionOwner(db, stripeSubscriptionId);
  if (!owner) return;
  // What the invoice is now, as the sync just before wrote it, not what it was when Stripe sent
  // the event: a refusal announced after the invoice was paid is not mailed (events come late and
  // in no promised order, docs/testing.md#chaos).
  const current = invoice.id ? await storedInvoiceStatus(db, invoice.id) : null;
  const notice = invoiceNotice(
    {
      type: event.type,
      created: event.created,
      invoice: current ? { ...invoice, status: current } : invoice,
    },
    { stripeSubscriptionId, frequency: owner.frequency, cancel_at: owner.cancel_at },
  );
  if (notice) await recordNotice(db, { ...notice, userId: owner.owner_id });
}
