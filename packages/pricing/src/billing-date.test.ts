import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBillingDate } from './billing-date.js';
import { FREQUENCIES } from './catalogue.js';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('nextBillingDate', () => {
  it('is one month later for monthly billing and one year later for annual (docs/subscriptions-and-money.md#billing-date)', () => {
    expect(nextBillingDate(utc('2025-03-14T09:30:00'), 'monthly')).toEqual(utc('2025-04-14T09:30:00'));
    expect(nextBillingDate(utc('2025-03-14T09:30:00'), 'annual')).toEqual(utc('2026-03-14T09:30:00'));
  });

  it('rolls over the year in December', () => {
    expect(nextBillingDate(utc('2025-12-31T00:00:00'), 'monthly')).toEqual(utc('2026-01-31T00:00:00'));
  });

  it('moves a day the next month lacks to its last day', () => {
    expect(nextBillingDate(utc('2025-01-31T12:00:00'), 'monthly')).toEqual(utc('2025-02-28T12:00:00'));
    expect(nextBillingDate(utc('2024-01-31T12:00:00'), 'monthly')).toEqual(utc('2024-02-29T12:00:00'));
    expect(nextBillingDate(utc('2024-01-30T12:00:00'), 'monthly')).toEqual(utc('2024-02-29T12:00:00'));
    expect(nextBillingDate(utc('2025-03-31T12:00:00'), 'monthly')).toEqual(utc('2025-04-30T12:00:00'));
    expect(nextBillingDate(utc('2100-01-29T12:00:00'), 'monthly')).toEqual(utc('2100-02-28T12:00:00'));
  });

  it('moves 29 February to 28 February a year later, and back to 29 February in a leap year', () => {
    expect(nextBillingDate(utc('2024-02-29T08:00:00'), 'annual')).toEqual(utc('2025-02-28T08:00:00'));
    expect(nextBillingDate(utc('2027-02-28T08:00:00'), 'annual')).toEqual(utc('2028-02-28T08:00:00'));
    expect(nextBillingDate(utc('2024-02-29T08:00:00'), 'monthly')).toEqual(utc('2024-03-29T08:00:00'));
  });

  it('works on the UTC date, whatever the time zone of the process', () => {
    const processZone = process.env.TZ;
    // Node applies a change of TZ at once; Zurich is ahead of UTC, so local-time arithmetic would differ.
    process.env.TZ = 'Europe/Zurich';
    try {
      // 23:30 UTC on 31 January is already 1 February in Zurich; the UTC date decides.
      expect(nextBillingDate(utc('2025-01-31T23:30:00'), 'monthly')).toEqual(utc('2025-02-28T23:30:00'));
    } finally {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    }
  });

  it('does not change the date it is given', () => {
    const from = utc('2025-01-31T12:00:00');
    nextBillingDate(from, 'monthly');
    expect(from).toEqual(utc('2025-01-31T12:00:00'));
  });

  it('refuses an invalid date or frequency', () => {
    expect(() => nextBillingDate(new Date(Number.NaN), 'monthly')).toThrow(RangeError);
    expect(() => nextBillingDate(utc('2025-01-01T00:00:00'), 'weekly' as never)).toThrow(RangeError);
  });

  it('lands in the next month (or the same month next year) on the same day or the month end', () => {
    fc.assert(
      fc.property(
        fc.date({ min: utc('1970-01-01T00:00:00'), max: utc('2999-12-31T23:59:59'), noInvalidDate: true }),
        fc.constantFrom(...FREQUENCIES),
        (from, frequency) => {
          const next = nextBillingDate(from, frequency);
          const months = frequency === 'monthly' ? 1 : 12;
          const monthsApart =
            (next.getUTCFullYear() - from.getUTCFullYear()) * 12 + next.getUTCMonth() - from.getUTCMonth();
          expect(monthsApart).toBe(months);

          const lastDayOfTarget = new Date(
            Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0),
          ).getUTCDate();
          expect(next.getUTCDate()).toBe(Math.min(from.getUTCDate(), lastDayOfTarget));

          // Same time of day, to the millisecond.
          expect(next.getTime() % 86_400_000).toBe(from.getTime() % 86_400_000);
          expect(next.getTime()).toBeGreaterThan(from.getTime());
        },
      ),
    );
  });
});
