import type { InvoiceStatus } from '@app/billing-rules';
import type { Queryable } from '../db/database.js';

/** An invoice of one of the user's own subscriptions (never another account's), by Stripe id. */
export async function findOwnedInvoice(
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
