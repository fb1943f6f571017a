import type Stripe from 'stripe';
import { addIntervals } from '../billing-periods.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, missingParam } from '../errors.js';
import type { Params } from '../params.js';
import { planOf } from './prices.js';
import { readQuantity, recurringPrice } from './subscription-items.js';

export interface PhaseItem {
  price: Stripe.Price;
  quantity: number;
}

export function phase(
  items: PhaseItem[],
  period: { start: number; end: number },
  prorationBehavior: Stripe.SubscriptionSchedule.Phase.ProrationBehavior,
): Stripe.SubscriptionSchedule.Phase {
  return {
    add_invoice_items: [],
    application_fee_percent: null,
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency: items[0]?.price.currency ?? 'chf',
    default_payment_method: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    end_date: period.end,
    invoice_settings: null,
    items: items.map(({ price, quantity }) => ({
      billing_thresholds: null,
      discounts: [],
      metadata: {},
      plan: planOf(price).id,
      price: price.id,
      quantity,
      tax_rates: [],
    })),
    metadata: {},
    on_behalf_of: null,
    proration_behavior: prorationBehavior,
    start_date: period.start,
    transfer_data: null,
    trial_end: null,
  };
}

function timestamp(params: Params, key: string, now: number): number | undefined {
  const value = params.string(key);
  if (value === 'now') return now;
  return params.int(key);
}

function readPhaseItems(ctx: EmulatorContext, params: Params, index: number): PhaseItem[] {
  const items = params.list('items');
  if (items.length === 0) throw missingParam(`phases[${index}][items]`);
  return items.map((item, index) => {
    item.allow('price', 'quantity', 'metadata', 'discounts', 'tax_rates');
    return {
      price: recurringPrice(ctx, item.requiredString('price'), `items[${index}][price]`),
      quantity: readQuantity(item, index) ?? 1,
    };
  });
}

const sameItems = (phaseItems: Stripe.SubscriptionSchedule.Phase.Item[], items: PhaseItem[]) =>
  phaseItems.length === items.length &&
  phaseItems.every(
    (item, index) => item.price === items[index]?.price.id && (item.quantity ?? 1) === items[index]?.quantity,
  );

/**
 * A schedule's new phases, checked as Stripe checks them: the current phase keeps its start (and,
 * here, its items), each phase starts where the one before ends, and a phase lasts until its
 * `end_date`, for its `duration`, or (the last one) one billing interval.
 */
export function readPhases(
  ctx: EmulatorContext,
  phaseParams: Params[],
  schedule: Stripe.SubscriptionSchedule,
): Stripe.SubscriptionSchedule.Phase[] {
  const now = ctx.now();
  const current = schedule.phases.find(
    (candidate) => candidate.start_date === schedule.current_phase?.start_date,
  );
  const phases: Stripe.SubscriptionSchedule.Phase[] = [];
  phaseParams.forEach((phaseParam, index) => {
    phaseParam.allow('items', 'start_date', 'end_date', 'duration', 'proration_behavior', 'metadata');
    const items = readPhaseItems(ctx, phaseParam, index);
    const previousEnd = phases[index - 1]?.end_date;
    const start = timestamp(phaseParam, 'start_date', now) ?? previousEnd;
    if (start === undefined) throw missingParam(`phases[${index}][start_date]`);
    if (index === 0 && current && start !== current.start_date) {
      throw invalidRequest(
        'You can not modify the start date of the current phase.',
        'phases[0][start_date]',
      );
    }
    if (index > 0 && start !== previousEnd) {
      throw invalidRequest(
        'The start_date of a phase must equal the end_date of the phase before it.',
        `phases[${index}][start_date]`,
      );
    }
    const duration = phaseParam.object('duration');
    const recurring = items[0]?.price.recurring as Stripe.Price.Recurring;
    let end = timestamp(phaseParam, 'end_date', now);
    if (end === undefined && duration) {
      duration.allow('interval', 'interval_count');
      const interval = duration.oneOf('interval', ['day', 'week', 'month', 'year'] as const);
      if (!interval) throw missingParam(`phases[${index}][duration][interval]`);
      end = addIntervals(start, interval, duration.int('interval_count') ?? 1, 1);
    }
    if (end === undefined && index < phaseParams.length - 1) throw missingParam(`phases[${index}][end_date]`);
    end ??= addIntervals(start, recurring.interval, recurring.interval_count, 1);
    if (end <= start) {
      throw invalidRequest(
        'The end_date of a phase must be after its start_date.',
        `phases[${index}][end_date]`,
      );
    }
    if (index === 0 && current && !sameItems(current.items, items)) {
      throw invalidRequest(
        'The Stripe emulator changes subscriptions through schedules at phase boundaries only: the current phase must keep its items.',
        'phases[0][items]',
      );
    }
    const proration =
      phaseParam.oneOf('proration_behavior', ['create_prorations', 'none', 'always_invoice'] as const) ??
      'create_prorations';
    phases.push(phase(items, { start, end }, proration));
  });
  return phases;
}
