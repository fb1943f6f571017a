import type { Order } from '@app/contracts';
import type { Frequency, PaidPlan } from '@app/pricing';

/** A plan, frequency and seat count: what a subscription is, or is to become. */
export interface PlanChoice {
  plan: PaidPlan;
  frequency: Frequency;
  quantity: number;
}

/** Premium is one seat (docs/subscriptions-and-money.md#plans); Enterprise as many as ordered. */
export const choiceOf = (order: Order): PlanChoice => ({
  plan: order.licenseType,
  frequency: order.frequency,
  quantity: order.licenseType === 'enterprise' ? order.userCount : 1,
});

const PLAN_RANK: Readonly<Record<PaidPlan, number>> = { premium: 0, enterprise: 1 };
const FREQUENCY_RANK: Readonly<Record<Frequency, number>> = { monthly: 0, annual: 1 };

/** When a change takes effect: none, paid now, or waiting for the period's end. */
export type ChangeEffect = 'same' | 'now' | 'period_end';

/**
 * When a change takes effect (docs/subscriptions-and-money.md#changes): `same` for what the
 * subscription already is; `now` when it adds value and lowers nothing (more seats, Premium to
 * Enterprise, monthly to annual), paid at once; `period_end` when it lowers anything (fewer seats,
 * annual to monthly, Enterprise to Premium), the whole change then waiting for the period's end so
 * that nothing already paid for is taken away early.
 */
export function effectOf(current: PlanChoice, next: PlanChoice): ChangeEffect {
  const steps = [
    PLAN_RANK[next.plan] - PLAN_RANK[current.plan],
    FREQUENCY_RANK[next.frequency] - FREQUENCY_RANK[current.frequency],
    next.quantity - current.quantity,
  ];
  if (steps.every((step) => step === 0)) return 'same';
  return steps.some((step) => step < 0) ? 'period_end' : 'now';
}

/**
 * docs/licences.md#seats: a change never leaves fewer seats than those in use (at least the
 * owner's own); false is refused with `seats_below_in_use`.
 */
export function seatsCover(next: PlanChoice, seatsInUse: number): boolean {
  return next.quantity >= Math.max(seatsInUse, 1);
}
