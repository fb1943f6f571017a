import type Stripe from 'stripe';

type Interval = Stripe.Price.Recurring.Interval;

/**
 * `anchor` plus `n` billing intervals. Months keep the anchor's day and clamp to the month's last
 * day (an anchor on 31 January renews on 28/29 February, then 31 March), as Stripe bills.
 * https://docs.stripe.com/billing/subscriptions/billing-cycle
 */
export function addIntervals(anchor: number, interval: Interval, count: number, n: number): number {
  if (interval === 'day') return anchor + n * count * 86_400;
  if (interval === 'week') return anchor + n * count * 7 * 86_400;
  const months = (interval === 'year' ? 12 : 1) * count * n;
  const date = new Date(anchor * 1000);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return (
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ) / 1000
  );
}

/** The end of the period that follows the one ending at `currentEnd`. */
export function nextPeriodEnd(anchor: number, interval: Interval, count: number, currentEnd: number): number {
  let n = 1;
  while (addIntervals(anchor, interval, count, n) <= currentEnd) n++;
  return addIntervals(anchor, interval, count, n);
}

/** "22 Nov 2026", the date in Stripe's proration descriptions. */
export function shortDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** CHF 53.45 (zero-decimal currencies are not used by this product). */
export function formatAmount(amount: number, currency: string): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${currency.toUpperCase()} ${(Math.abs(amount) / 100).toFixed(2)}`;
}
