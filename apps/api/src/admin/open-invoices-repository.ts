import type { Queryable } from '../db/database.js';
import {
  findSubscriptionByStripeId,
  type StoredSubscription,
} from '../subscriptions/subscriptions-service.js';

/**
 * docs/subscriptions-and-money.md#credit-limit: the admin approves the order waiting on the
 * subscription `stripeSubscriptionId` (the one behind an invoice still open, which the caller has
 * read from the invoices domain in its transaction), recorded with who and when; its seats and its
 * owner's status then follow (the caller's transaction). Null when no order waits on it (approved
 * meanwhile, or ended): nothing changes.
 */
export async function approveCreditOrder(
  db: Queryable,
  stripeSubscriptionId: string,
  admin: { id: string; email: string },
): Promise<StoredSubscription | null> {
  const { rows } = await db.query<{ stripe_subscription_id: string }>(
    `update subscriptions set credit_approved_at = now(), credit_approved_by = $2,
            credit_approved_by_email = $3, updated_at = now()
      where stripe_subscription_id = $1
        and ended_at is null and credit_hold and credit_approved_at is null
      returning stripe_subscription_id`,
    [stripeSubscriptionId, admin.id, admin.email],
  );
  const row = rows[0];
  return row ? findSubscriptionByStripeId(db, row.stripe_subscription_id) : null;
}
