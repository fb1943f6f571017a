import type { Database } from '../db/database.js';
import { type Payments, requirePayments } from '../payments/payments.js';
import { findLiveSubscription } from '../subscriptions/subscriptions-repository.js';
import { syncSubscription } from '../subscriptions/sync/sync-service.js';

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
  try {
    await syncSubscription(db, stripe, live.stripe_subscription_id);
  } catch (error) {
    // The cancellation's webhook syncs the same subscription at this very moment, and PostgreSQL
    // chose this sync to give way: that one writes the same state, read from Stripe after the
    // cancellation. The seats are released by the caller either way.
    if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED) throw error;
  }
}

/** PostgreSQL's SQLSTATE for a transaction chosen as a deadlock's victim. */
const DEADLOCK_DETECTED = '40P01';
