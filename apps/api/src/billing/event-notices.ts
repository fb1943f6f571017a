import type Stripe from 'stripe';
import type { Database } from '../db/database.js';
import { recordNotice } from './notices-repository.js';

/** The owner and frequency of one of our subscriptions, by its Stripe id. */
async function subscriptionOwner(db: Database, stripeSubscriptionId: string) {
  const { rows } = await db.query<{ owner_id: string; frequency: string; cancel_at: Date | null }>(
    'select owner_id, frequency, cancel_at from subscriptions where stripe_subscription_id = $1',
    [stripeSubscriptionId],
  );
  return rows[0] ?? null;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

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
  const owner = await subscriptionOwner(db, stripeSubscriptionId);
  if (!owner) return;
  const renewal = invoice.billing_reason === 'subscription_cycle';
  switch (event.type) {
    case 'invoice.paid':
      if (!invoice.id || invoice.amount_paid <= 0) return;
      await recordNotice(db, {
        key: `payment_received:${invoice.id}`,
        kind: 'billing_payment_received',
        userId: owner.owner_id,
        params: {
          amount: String(invoice.amount_paid),
          date: iso(invoice.status_transitions.paid_at ?? event.created),
          // Our PDF, attached when the mail is sent: Stripe's link would name Stripe's document.
          invoiceId: invoice.id,
        },
      });
      return;
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      if (!invoice.id || !renewal || invoice.status !== 'open') return;
      const failed = event.type === 'invoice.payment_failed';
      await recordNotice(db, {
        key: `${failed ? 'payment_failed' : 'action_required'}:${invoice.id}`,
        kind: failed ? 'billing_payment_failed' : 'billing_action_required',
        userId: owner.owner_id,
        params: { amount: String(invoice.amount_remaining) },
      });
      return;
    }
    case 'invoice.upcoming': {
      // A renewal's invoice bills from the end of the period before it: the renewal date.
      const at = invoice.period_end;
      if (owner.frequency !== 'annual' || owner.cancel_at !== null) return;
      await recordNotice(db, {
        key: `renewal_reminder:${stripeSubscriptionId}:${at}`,
        kind: 'billing_renewal_reminder',
        userId: owner.owner_id,
        params: { amount: String(invoice.amount_due), date: iso(at) },
      });
      return;
    }
    default:
  }
}
