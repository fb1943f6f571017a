import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { planOf } from './prices.js';

/** A subscription as the API shows it: a copy, its items' prices refreshed from the catalogue. */
export function subscriptionSnapshot(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
): Stripe.Subscription {
  const view = structuredClone(subscription);
  for (const item of view.items.data) {
    const price = ctx.store.prices.get(item.price.id);
    if (price) {
      item.price = structuredClone(price);
      item.plan = planOf(price);
    }
  }
  return view;
}

export function findSubscription(
  ctx: EmulatorContext,
  id: string,
  param = 'subscription',
): Stripe.Subscription {
  const subscription = ctx.store.subscriptions.get(id);
  if (!subscription) throw resourceMissing('subscription', id, param);
  return subscription;
}
