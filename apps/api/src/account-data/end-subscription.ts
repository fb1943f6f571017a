import type { Database } from '../db/database.js';
import { type Payments, requirePayments } from '../payments/payments.js';
import { findLiveSubscription } from '../subscriptions/subscriptions-repository.js';
import { syncSubscription } from '../subscriptions/sync-subscription.js';

/**
 * A deleted account's subscription ends at once (issue 21): Stripe cancels it now, then our copy
 * is brought in line by the subscriptions' own sync, which also ends its seats. Stripe is called
 * with no transaction open (the sync reads Stripe between short writes); the idempotency key
 * makes a retried deletion replay the same cancellation.
 */
export async function endSubscriptionNow(
  db: Database,
  payments: Payments | null,
  userId: string,
): Promise<void> {
  const live = await findLiveSubscription(db, userId);
  if (!live) return;
  const { stripe } = requirePayments(payments);
  await stripe.subscriptions.cancel(
    live.stripe_subscription_id,
    {},
    { idempotencyKey: `delete-account:${live.id}` },
  );
  await syncSubscription(db, stripe, live.stripe_subscription_id);
}
