import { randomUUID } from 'node:crypto';
import { choiceOf, effectOf, type PlanChoice } from '@app/billing-rules';
import type {
  CreateSubscriptionCreditCardResponse,
  Order,
  ScheduleChangeResponse,
  UpdateLicensesResponse,
} from '@app/contracts';
import { LICENSE_ADJUSTMENT_MINIMUM_USERS } from '@app/pricing';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { countLicenses } from '../../licenses/licenses-service.js';
import type { Payments } from '../../payments/payments.js';
import { ownedServingSubscription } from '../owned-subscription.js';
import { findQuote } from '../preview/preview-repository.js';
import { withPurchase, withPurchaseMark } from '../purchases/purchase-lock.js';
import type { StoredSubscription } from '../subscriptions-repository.js';
import { type SyncLog, syncSubscription } from '../sync/stripe-sync-service.js';
import { refreshUserStatus } from '../user-status.js';
import { assertSeatsCover } from './change-rules.js';
import {
  clearPendingWork,
  dropScheduledChange,
  makePaidChange,
  type PaidChangeOutcome,
  retrieveForChange,
  scheduleAtPeriodEnd,
} from './stripe-changes.js';

export interface ChangesContext {
  db: Database;
  payments: Payments;
  log?: SyncLog;
}

const INTERVALS = { monthly: 'month', annual: 'year' } as const;

const currentChoice = (live: StoredSubscription): PlanChoice => ({
  plan: live.plan,
  frequency: live.frequency,
  quantity: live.quantity,
});

/** Refuses a choice the subscription cannot take; answers when it would take effect. */
export async function checkedEffect(
  db: Database,
  live: StoredSubscription,
  next: PlanChoice,
): Promise<'same' | 'now' | 'period_end'> {
  const effect = effectOf(currentChoice(live), next);
  // Ordering what one has is only meaningful to withdraw a cancellation.
  if (effect === 'same' && !live.cancel_at) throw new HttpError('already_subscribed');
  assertSeatsCover(next, await countLicenses(db, live.id));
  return effect;
}

/** The card payment's answer for a paid change, after our copy caught up with Stripe. */
async function answerOf(
  context: ChangesContext,
  live: StoredSubscription,
  result: PaidChangeOutcome,
): Promise<CreateSubscriptionCreditCardResponse> {
  await syncSubscription(context.db, context.payments.stripe, live.stripe_subscription_id, context.log);
  if (result.outcome === 'declined') return { paymentIntentStatus: 'requires_payment_method' };
  const userStatus = await refreshUserStatus(context.db, live.owner_id);
  if (result.outcome === 'requires_action') {
    return {
      userStatus,
      paymentIntentStatus: 'requires_action',
      requiresAction: true,
      clientSecret: result.clientSecret,
    };
  }
  return { userStatus, paymentIntentStatus: 'succeeded' };
}

/**
 * A subscriber's new choice on /payment, checked before any card is touched: a change that lowers
 * something is scheduled instead (schedule-change), with nothing to pay now.
 */
export async function checkCardChange(
  db: Database,
  live: StoredSubscription,
  order: Order,
): Promise<'same' | 'now'> {
  const effect = await checkedEffect(db, live, choiceOf(order));
  if (effect === 'period_end') throw new HttpError('change_at_period_end');
  return effect;
}

/**
 * The checked choice, paid by the card just entered, or by the card on file when `paymentMethod`
 * is null (docs/subscriptions-and-money.md#changes): a change that adds value is charged now and
 * applies once paid; the same plan again withdraws a cancellation, with a new card from now on.
 */
export async function changeWithCard(
  context: ChangesContext,
  live: StoredSubscription,
  order: Order,
  paymentMethod: string | null,
): Promise<CreateSubscriptionCreditCardResponse> {
  const next = choiceOf(order);
  const effect = await checkCardChange(context.db, live, order);
  const { stripe, priceId } = context.payments;
  if (effect === 'same') {
    await clearPendingWork(stripe, await retrieveForChange(stripe, live.stripe_subscription_id));
    if (paymentMethod !== null) {
      await stripe.subscriptions.update(
        live.stripe_subscription_id,
        { default_payment_method: paymentMethod },
        { idempotencyKey: randomUUID() },
      );
    }
    return answerOf(context, live, { outcome: 'paid' });
  }
  const result = await makePaidChange(stripe, {
    subscriptionId: live.stripe_subscription_id,
    price: await priceId(next.plan, next.frequency),
    quantity: next.quantity,
    prorationDate: await findQuote(context.db, live.owner_id, next),
    paymentMethod,
  });
  return answerOf(context, live, result);
}

/** POST /subscriptions/schedule-change: a decrease, at the period's end, nothing charged now. */
export async function scheduleChange(
  context: ChangesContext,
  userId: string,
  order: Order,
): Promise<ScheduleChangeResponse> {
  return withPurchase(context.db, userId, async () => {
    const live = await ownedServingSubscription(context.db, userId);
    const next = choiceOf(order);
    const effect = await checkedEffect(context.db, live, next);
    if (effect !== 'period_end') throw new HttpError('change_needs_payment');
    const effectiveDate = await scheduleAtPeriodEnd(context.payments.stripe, live.stripe_subscription_id, {
      price: await context.payments.priceId(next.plan, next.frequency),
      quantity: next.quantity,
      interval: INTERVALS[next.frequency],
    });
    await syncSubscription(context.db, context.payments.stripe, live.stripe_subscription_id, context.log);
    return {
      message: 'The change takes effect at the end of the billing period.',
      effectiveDate: effectiveDate.toISOString(),
    };
  });
}

/**
 * POST /subscriptions/update-licenses: more licences are charged now, prorated, to the
 * subscription's card and exist once paid (3-D Secure as for a first payment); fewer take effect
 * at the period's end; the same count withdraws a decrease still waiting.
 */
export async function updateLicenses(
  context: ChangesContext,
  userId: string,
  newLicenseCount: number,
): Promise<UpdateLicensesResponse> {
  return withPurchase(context.db, userId, async () => {
    const live = await ownedServingSubscription(context.db, userId);
    if (live.plan !== 'enterprise') throw new HttpError('no_active_subscription');
    const inUse = await countLicenses(context.db, live.id);
    if (newLicenseCount < Math.max(inUse, LICENSE_ADJUSTMENT_MINIMUM_USERS)) {
      throw new HttpError('seats_below_in_use');
    }
    const { stripe, priceId } = context.payments;
    const next: PlanChoice = { plan: 'enterprise', frequency: live.frequency, quantity: newLicenseCount };
    const price = await priceId(next.plan, next.frequency);
    const message = 'The number of licences has been updated.';
    const renewal = (live.current_period_end ?? new Date()).toISOString();
    if (newLicenseCount < live.quantity) {
      const effectiveDate = await scheduleAtPeriodEnd(stripe, live.stripe_subscription_id, {
        price,
        quantity: newLicenseCount,
        interval: INTERVALS[live.frequency],
      });
      await syncSubscription(context.db, stripe, live.stripe_subscription_id, context.log);
      return {
        message,
        numberOfLicenses: live.quantity,
        effective: 'period_end',
        effectiveDate: effectiveDate.toISOString(),
      };
    }
    if (newLicenseCount === live.quantity) {
      await dropScheduledChange(stripe, live.stripe_subscription_id);
      await syncSubscription(context.db, stripe, live.stripe_subscription_id, context.log);
      return { message, numberOfLicenses: live.quantity, effective: 'now', effectiveDate: renewal };
    }
    const result = await makePaidChange(stripe, {
      subscriptionId: live.stripe_subscription_id,
      price,
      quantity: newLicenseCount,
      prorationDate: await findQuote(context.db, userId, next),
      paymentMethod: null,
    });
    const answer = await answerOf(context, live, result);
    // A refusal of the card on file is said in words: the licences stay as they were.
    if (result.outcome === 'declined') throw new HttpError('card_declined');
    const paid = result.outcome === 'paid';
    return {
      message,
      numberOfLicenses: paid ? newLicenseCount : live.quantity,
      effective: 'now',
      effectiveDate: new Date().toISOString(),
      ...answer,
    };
  });
}

/**
 * POST /subscriptions/unsubscribe: the subscription ends at the period's end
 * (docs/subscriptions-and-money.md#cancel); also while a deletion is pending, as it ends money
 * (docs/accounts.md#deletion-ends-the-money).
 */
export async function unsubscribe(
  context: ChangesContext,
  userId: string,
): Promise<{ message: string; cancellationDate: string }> {
  return withPurchaseMark(context.db, userId, async () => {
    const live = await ownedServingSubscription(context.db, userId);
    if (live.cancel_at) throw new HttpError('no_active_subscription');
    const { stripe } = context.payments;
    // A change waiting (its payment, or the period's end) would outlive the subscription: it goes.
    const current = await retrieveForChange(stripe, live.stripe_subscription_id);
    await clearPendingWork(stripe, current);
    await stripe.subscriptions.update(
      live.stripe_subscription_id,
      { cancel_at_period_end: true },
      { idempotencyKey: randomUUID() },
    );
    const synced = await syncSubscription(context.db, stripe, live.stripe_subscription_id, context.log);
    if (!synced?.cancel_at) throw new Error('Stripe did not schedule the cancellation');
    return {
      message: 'Your subscription has been cancelled.',
      cancellationDate: synced.cancel_at.toISOString(),
    };
  });
}
