import type { SubscriptionInfo } from './subscriptions.js';

/**
 * docs/licences.md#scheduled-seats: the licences there are to hold, accepted or offered: the total,
 * and while fewer are scheduled for the period's end, no more than will remain then (a move to
 * Premium keeps the owner's own). The API's invitation rule counts against the same number.
 */
export function seatsToFill(info: Pick<SubscriptionInfo, 'numberOfLicenses' | 'scheduledChange'>): number {
  const scheduled = info.scheduledChange;
  if (!scheduled) return info.numberOfLicenses;
  const remaining = scheduled.accountType === 'premium' ? 1 : scheduled.numberOfLicenses;
  return Math.min(info.numberOfLicenses, remaining);
}

/** docs/licences.md#seats: the licences held, accepted or offered; a declined offer holds none. */
export function seatsTaken(info: Pick<SubscriptionInfo, 'licenses'>): number {
  return info.licenses.filter((license) => license.status !== 'declined').length;
}
