import { randomUUID } from 'node:crypto';
import type { ResumeSubscriptionResponse } from '@app/contracts';
import { HttpError } from '../errors.js';
import type { ChangesContext } from '../subscriptions/changes/changes-service.js';
import { ownedServingSubscription } from '../subscriptions/owned-subscription.js';
import { withPurchase } from '../subscriptions/purchases/purchase-lock.js';
import { syncSubscription } from '../subscriptions/sync/stripe-sync-service.js';

/**
 * POST /subscriptions/resume: a cancelled subscription that still runs goes on, on its own card,
 * nothing charged now (https://docs.stripe.com/billing/subscriptions/cancel#reactivating-canceled-subscriptions):
 * its cancellation at the period's end is withdrawn and the renewal happens as before.
 */
export async function resumeSubscription(
  context: ChangesContext,
  userId: string,
): Promise<ResumeSubscriptionResponse> {
  return withPurchase(context.db, userId, async () => {
    const live = await ownedServingSubscription(context.db, userId);
    if (!live.cancel_at) throw new HttpError('subscription_not_cancelled');
    const { stripe } = context.payments;
    await stripe.subscriptions.update(
      live.stripe_subscription_id,
      { cancel_at_period_end: false },
      // Withdrawing twice is harmless; a fixed key would replay a stale answer after a new cancellation.
      { idempotencyKey: randomUUID() },
    );
    const synced = await syncSubscription(context.db, stripe, live.stripe_subscription_id, context.log);
    if (!synced?.current_period_end || synced.cancel_at)
      throw new Error('Stripe did not resume the subscription');
    return {
      message: 'Your subscription goes on.',
      nextRenewalDate: synced.current_period_end.toISOString(),
    };
  });
}
