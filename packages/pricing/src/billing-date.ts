import type { Frequency } from './catalogue.js';

const MONTHS_AHEAD: Readonly<Record<Frequency, number>> = Object.freeze({ monthly: 1, annual: 12 });

/**
 * docs/subscriptions-and-money.md#billing-date: the next billing date is one month from the given day for
 * monthly billing, one year for annual. The calendar arithmetic is on the UTC date and keeps the time of day;
 * a day that the target month lacks becomes its last day (31 January -> 28 or 29 February, 29 February ->
 * 28 February the next year), as Stripe does for a billing cycle anchor. Applied twice it does
 * not remember the original day (31 Jan -> 28 Feb -> 28 Mar): always step from the anchor.
 */
export function nextBillingDate(from: Date, frequency: Frequency): Date {
  if (!(from instanceof Date) || Number.isNaN(from.getTime())) {
    throw new RangeError('The billing start must be a valid date');
  }
  const months = MONTHS_AHEAD[frequency];
  if (months === undefined) throw new RangeError(`Not a billing frequency: ${String(frequency)}`);

  const monthIndex = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const day = Math.min(from.getUTCDate(), daysInMonth(year, month));

  const next = new Date(from.getTime());
  // One call, so no intermediate date overflows into the following month.
  next.setUTCFullYear(year, month, day);
  return next;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the following month is the last day of this one.
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month + 1, 0);
  return lastDay.getUTCDate();
}
