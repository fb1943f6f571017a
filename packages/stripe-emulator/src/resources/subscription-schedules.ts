import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, resourceMissing } from '../errors.js';
import { randomToken } from '../ids.js';
import type { Params } from '../params.js';
import { planOf } from './prices.js';
import { phase, readPhases } from './schedule-phases.js';
import { currentPeriod, newItem } from './subscription-items.js';
import { subscriptionSnapshot } from './subscription-view.js';

/**
 * Subscription schedules, as far as this product uses them: a schedule made from a running
 * subscription (`from_subscription`), its phases replaced so that a change starts at a phase
 * boundary (the period's end), the change applied there by billing, and release. Changing the
 * current phase's items (an immediate change through the schedule) is not emulated and refused.
 * https://docs.stripe.com/billing/subscriptions/subscription-schedules,
 * https://docs.stripe.com/api/subscription_schedules
 */
export function findSchedule(
  ctx: EmulatorContext,
  id: string,
  param = 'schedule',
): Stripe.SubscriptionSchedule {
  const schedule = ctx.store.subscriptionSchedules.get(id);
  if (!schedule) throw resourceMissing('subscription_schedule', id, param);
  return schedule;
}

export const scheduleView = (schedule: Stripe.SubscriptionSchedule): Stripe.SubscriptionSchedule =>
  structuredClone(schedule);

function emitScheduleEvent(ctx: EmulatorContext, type: string, schedule: Stripe.SubscriptionSchedule): void {
  ctx.emit(type, scheduleView(schedule));
}

export function createSchedule(ctx: EmulatorContext, params: Params): Stripe.SubscriptionSchedule {
  params.allow('from_subscription', 'metadata', 'customer', 'phases', 'start_date', 'end_behavior');
  const subscriptionId = params.string('from_subscription');
  if (!subscriptionId) {
    throw invalidRequest(
      'The Stripe emulator creates subscription schedules from a running subscription only: pass `from_subscription`.',
      'from_subscription',
      'parameter_missing',
    );
  }
  for (const key of ['customer', 'phases', 'start_date', 'end_behavior']) {
    if (params.has(key)) {
      throw invalidRequest(`You cannot set \`${key}\` if \`from_subscription\` is set.`, key);
    }
  }
  const subscription = ctx.store.subscriptions.get(subscriptionId);
  if (!subscription) throw resourceMissing('subscription', subscriptionId, 'from_subscription');
  if (subscription.schedule) {
    throw invalidRequest(
      `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule as string}\`.`,
      'from_subscription',
    );
  }
  if (!['active', 'past_due', 'trialing'].includes(subscription.status)) {
    throw invalidRequest(
      `You cannot create a schedule from a subscription with status \`${subscription.status}\`.`,
      'from_subscription',
    );
  }
  const now = ctx.now();
  const period = currentPeriod(subscription);
  const items = subscription.items.data.map((item) => ({ price: item.price, quantity: item.quantity ?? 1 }));
  const schedule: Stripe.SubscriptionSchedule = {
    id: `sub_sched_${randomToken(24)}`,
    object: 'subscription_schedule',
    application: null,
    billing_mode: structuredClone(subscription.billing_mode),
    canceled_at: null,
    completed_at: null,
    created: now,
    current_phase: { start_date: period.start, end_date: period.end },
    customer: subscription.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: subscription.collection_method,
      default_payment_method: subscription.default_payment_method,
      description: null,
      invoice_settings: {
        account_tax_ids: null,
        custom_fields: null,
        days_until_due: subscription.days_until_due,
        description: null,
        footer: null,
        issuer: { type: 'self' },
      },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: 'release',
    livemode: false,
    metadata: params.metadata() ?? {},
    pause_schedules: [],
    phases: [phase(items, period, 'create_prorations')],
    released_at: null,
    released_subscription: null,
    status: 'active',
    subscription: subscription.id,
    test_clock: null,
  };
  ctx.store.subscriptionSchedules.set(schedule);
  subscription.schedule = schedule.id;
  emitScheduleEvent(ctx, 'subscription_schedule.created', schedule);
  ctx.emit('customer.subscription.updated', subscriptionSnapshot(ctx, subscription), { schedule: null });
  return scheduleView(schedule);
}

export function updateSchedule(
  ctx: EmulatorContext,
  id: string,
  params: Params,
): Stripe.SubscriptionSchedule {
  params.allow('phases', 'end_behavior', 'metadata', 'proration_behavior');
  const schedule = findSchedule(ctx, id, 'schedule');
  if (schedule.status !== 'active' && schedule.status !== 'not_started') {
    throw invalidRequest(`You cannot update a subscription schedule that is \`${schedule.status}\`.`);
  }
  const endBehavior = params.oneOf('end_behavior', ['release', 'cancel', 'none', 'renew'] as const);
  if (endBehavior) schedule.end_behavior = endBehavior;
  const metadata = params.metadata(schedule.metadata ?? {});
  if (metadata) schedule.metadata = metadata;
  const phases = readPhases(ctx, params.list('phases'), schedule);
  if (phases.length > 0) schedule.phases = phases;
  emitScheduleEvent(ctx, 'subscription_schedule.updated', schedule);
  return scheduleView(schedule);
}

/** Ends the schedule; its subscription goes on as it is now. */
export function releaseSchedule(ctx: EmulatorContext, schedule: Stripe.SubscriptionSchedule): void {
  if (schedule.status !== 'active' && schedule.status !== 'not_started') {
    throw invalidRequest(
      `You cannot release a subscription schedule that is currently \`${schedule.status}\`.`,
    );
  }
  const subscriptionId = schedule.subscription as string | null;
  schedule.status = 'released';
  schedule.released_at = ctx.now();
  schedule.released_subscription = subscriptionId;
  schedule.subscription = null;
  schedule.current_phase = null;
  emitScheduleEvent(ctx, 'subscription_schedule.released', schedule);
  const subscription = subscriptionId ? ctx.store.subscriptions.get(subscriptionId) : undefined;
  if (subscription?.schedule === schedule.id) {
    subscription.schedule = null;
    ctx.emit('customer.subscription.updated', subscriptionSnapshot(ctx, subscription), {
      schedule: schedule.id,
    });
  }
}

export function releaseScheduleHandler(
  ctx: EmulatorContext,
  id: string,
  params: Params,
): Stripe.SubscriptionSchedule {
  params.allow('preserve_cancel_date');
  const schedule = findSchedule(ctx, id, 'schedule');
  releaseSchedule(ctx, schedule);
  return scheduleView(schedule);
}

/**
 * Billing reached `at`, the end of the subscription's period: a schedule whose last phase is over
 * releases it; one whose next phase starts here gives the subscription that phase's items (a new
 * interval anchors the billing cycle here), before the renewal bills them.
 */
export function advanceSchedule(ctx: EmulatorContext, subscription: Stripe.Subscription, at: number): void {
  const schedule = subscription.schedule
    ? ctx.store.subscriptionSchedules.get(subscription.schedule as string)
    : undefined;
  if (schedule?.status !== 'active') return;
  const last = schedule.phases[schedule.phases.length - 1];
  if (!last || last.end_date <= at) {
    releaseSchedule(ctx, schedule);
    return;
  }
  const next = schedule.phases.find((candidate) => candidate.start_date === at);
  if (!next) return;
  const before = subscriptionSnapshot(ctx, subscription);
  const cadence = before.items.data[0]?.price.recurring?.interval;
  const period = { start: currentPeriod(subscription).start, end: at };
  subscription.items.data = next.items.map((item, index) => {
    const price = ctx.store.prices.get(item.price as string) as Stripe.Price;
    const existing =
      subscription.items.data.find((candidate) => candidate.price.id === price.id) ??
      subscription.items.data[index];
    const kept = existing ?? newItem(ctx, subscription.id, price, item.quantity ?? 1, period, {});
    kept.price = structuredClone(price);
    kept.plan = planOf(price);
    kept.quantity = item.quantity ?? 1;
    return kept;
  });
  if (subscription.items.data[0]?.price.recurring?.interval !== cadence)
    subscription.billing_cycle_anchor = at;
  schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
  emitScheduleEvent(ctx, 'subscription_schedule.updated', schedule);
}
