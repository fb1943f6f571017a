// Ending a subscription: at the period's end (cancel_at_period_end), now (DELETE), or by billing.
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import type { Params } from '../params.js';
import { findCustomer } from './customers.js';
import { finalize } from './invoice-collection.js';
import { createDraftInvoice } from './invoice-drafts.js';
import { createProrations, currentPeriod } from './subscription-items.js';
import { findSubscription, subscriptionSnapshot } from './subscription-view.js';

type CancellationDetails = Stripe.Subscription.CancellationDetails;

export function withCancellationDetails(
  subscription: Stripe.Subscription,
  patch: Partial<CancellationDetails>,
): CancellationDetails {
  return {
    comment: subscription.cancellation_details?.comment ?? null,
    feedback: subscription.cancellation_details?.feedback ?? null,
    feedback_option: subscription.cancellation_details?.feedback_option ?? null,
    reason: subscription.cancellation_details?.reason ?? null,
    ...patch,
  };
}

export function readCancellationDetails(params: Params): Partial<CancellationDetails> {
  const details = params.object('cancellation_details');
  if (!details) return {};
  details.allow('comment', 'feedback', 'feedback_option');
  const patch: Partial<CancellationDetails> = {};
  const comment = details.nullableString('comment');
  if (comment !== undefined) patch.comment = comment;
  const feedback = details.nullableString('feedback');
  if (feedback !== undefined)
    patch.feedback = feedback as Stripe.Subscription.CancellationDetails.Feedback | null;
  return patch;
}

/** cancel_at_period_end: sets cancel_at to the period end (and canceled_at), or clears both to resume. */
export function scheduleCancellation(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  cancel: boolean,
): void {
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? currentPeriod(subscription).end : null;
  subscription.canceled_at = cancel ? ctx.now() : null;
  subscription.cancellation_details = withCancellationDetails(subscription, {
    reason: cancel ? 'cancellation_requested' : null,
  });
}

/** Ends a subscription now (or at `at`, for one that reached its scheduled end). */
export function endSubscription(
  ctx: EmulatorContext,
  subscription: Stripe.Subscription,
  at = ctx.now(),
): void {
  subscription.status = 'canceled';
  subscription.ended_at = at;
  // A schedule ends with its subscription.
  const schedule = subscription.schedule
    ? ctx.store.subscriptionSchedules.get(subscription.schedule as string)
    : undefined;
  if (schedule && (schedule.status === 'active' || schedule.status === 'not_started')) {
    schedule.status = 'canceled';
    schedule.canceled_at = at;
    schedule.current_phase = null;
  }
  subscription.canceled_at = subscription.canceled_at ?? at;
  subscription.cancel_at_period_end = false;
  if (!subscription.cancellation_details?.reason) {
    subscription.cancellation_details = withCancellationDetails(subscription, {
      reason: 'cancellation_requested',
    });
  }
  ctx.emit('customer.subscription.deleted', subscriptionSnapshot(ctx, subscription));
}

export function cancelSubscription(ctx: EmulatorContext, id: string, params: Params): Stripe.Subscription {
  params.allow('cancellation_details', 'invoice_now', 'prorate');
  const subscription = findSubscription(ctx, id, 'id');
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw invalidRequest(
      `This subscription (${id}) has already been canceled.`,
      undefined,
      'resource_missing',
    );
  }
  subscription.cancellation_details = withCancellationDetails(subscription, {
    ...readCancellationDetails(params),
    reason: 'cancellation_requested',
  });
  subscription.canceled_at = ctx.now();
  if (params.bool('prorate') && subscription.status === 'active') {
    createProrations(
      ctx,
      subscription,
      subscription.items.data.map((item) => ({
        item,
        before: { price: item.price, quantity: item.quantity ?? 1 },
        after: null,
      })),
      ctx.now(),
    );
  }
  endSubscription(ctx, subscription);
  if (params.bool('invoice_now')) {
    const customer = findCustomer(ctx, subscription.customer as string);
    const now = ctx.now();
    const invoice = createDraftInvoice(ctx, {
      customer,
      subscription,
      billingReason: 'subscription_update',
      collectionMethod: subscription.collection_method as 'charge_automatically' | 'send_invoice',
      daysUntilDue: subscription.days_until_due,
      includePendingItems: true,
      period: { start: now, end: now },
      autoAdvance: true,
    });
    finalize(ctx, invoice);
  }
  return subscriptionSnapshot(ctx, subscription);
}
