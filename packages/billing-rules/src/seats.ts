import type { SubscriptionInfo } from '@app/contracts';
import type { PaidPlan } from '@app/pricing';

/** A subscription's seats now, and the decrease waiting for the period's end if any. */
export interface SeatPlan {
  quantity: number;
  scheduled: { plan: PaidPlan; quantity: number } | null;
}

/**
 * docs/licences.md#scheduled-seats: the licences there are to hold, accepted or offered: the total,
 * and while fewer are scheduled for the period's end, no more than will remain then (a move to
 * Premium keeps the owner's own). The invitations are capped to the same number.
 */
export function seatsToFill({ quantity, scheduled }: SeatPlan): number {
  if (!scheduled) return quantity;
  const remaining = scheduled.plan === 'premium' ? 1 : scheduled.quantity;
  return Math.min(quantity, remaining);
}

/** The seat plan as the account page reads it (GET /subscription-info). */
export const seatPlanOf = (
  info: Pick<SubscriptionInfo, 'numberOfLicenses' | 'scheduledChange'>,
): SeatPlan => ({
  quantity: info.numberOfLicenses,
  scheduled: info.scheduledChange && {
    plan: info.scheduledChange.accountType,
    quantity: info.scheduledChange.numberOfLicenses,
  },
});

/** docs/licences.md#seats: the licences held, accepted or offered; a declined offer holds none. */
export function seatsTaken(licenses: readonly { status: string }[]): number {
  return licenses.filter((license) => license.status !== 'declined').length;
}

/** Why an invitation is refused for want of a seat, if it is (docs/licences.md#scheduled-seats). */
export function seatRefusal(
  plan: SeatPlan,
  taken: number,
): 'no_seat_available' | 'seats_scheduled_fewer' | null {
  if (taken >= plan.quantity) return 'no_seat_available';
  if (taken >= seatsToFill(plan)) return 'seats_scheduled_fewer';
  return null;
}
