import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVat, VAT_RATES, type VatRate, vatRateOn } from './vat.js';

describe('splitVat at 7.7 %, the rate before 2024', () => {
  it('takes 7.7 % VAT out of an inclusive total: 107.70 is 100.00 + 7.70', () => {
    expect(splitVat(10770, 7.7)).toEqual({ subtotalCents: 10000, vatCents: 770, totalCents: 10770 });
  });

  it('rounds the subtotal to the nearest cent, not down', () => {
    // 53.45 / 1.077 = 49.6285...
    expect(splitVat(5345, 7.7)).toEqual({ subtotalCents: 4963, vatCents: 382, totalCents: 5345 });
    // 0.07 / 1.077 = 0.06499...: just under half a cent, so VAT takes the cent.
    expect(splitVat(7, 7.7)).toEqual({ subtotalCents: 6, vatCents: 1, totalCents: 7 });
  });

  it('splits the four unit prices', () => {
    expect(splitVat(58800, 7.7)).toEqual({ subtotalCents: 54596, vatCents: 4204, totalCents: 58800 });
    expect(splitVat(4255, 7.7)).toEqual({ subtotalCents: 3951, vatCents: 304, totalCents: 4255 });
    expect(splitVat(46800, 7.7)).toEqual({ subtotalCents: 43454, vatCents: 3346, totalCents: 46800 });
  });

  it('has no VAT on nothing', () => {
    expect(splitVat(0, 7.7)).toEqual({ subtotalCents: 0, vatCents: 0, totalCents: 0 });
  });

  it('refuses totals that are not non-negative whole cents', () => {
    for (const bad of [-1, 0.5, 53.45, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => splitVat(bad, 7.7)).toThrow(RangeError);
    }
  });

  it('always adds up: subtotal + VAT = total, both whole and non-negative', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (total) => {
        const { subtotalCents, vatCents, totalCents } = splitVat(total, 7.7);
        expect(totalCents).toBe(total);
        expect(subtotalCents + vatCents).toBe(total);
        expect(Number.isSafeInteger(subtotalCents) && Number.isSafeInteger(vatCents)).toBe(true);
        expect(subtotalCents).toBeGreaterThanOrEqual(0);
        expect(vatCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps VAT within half a cent of total × 0.077 / 1.077, however large the total', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (total) => {
        const { vatCents } = splitVat(total, 7.7);
        // |vat - total * 77 / 1077| <= 1/2, multiplied out so that it is exact.
        const error = 1077n * BigInt(vatCents) - 77n * BigInt(total);
        expect(2n * (error < 0n ? -error : error) <= 1077n).toBe(true);
      }),
    );
  });

  it('keeps VAT within a cent of total × 0.077 / 1.077 in floating point, for order-sized totals', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), (total) => {
        expect(Math.abs(splitVat(total, 7.7).vatCents - (total * 0.077) / 1.077)).toBeLessThan(1);
      }),
    );
  });
});

describe('splitVat at another rate', () => {
  it('takes the rate in percent: 8.1 % of an inclusive 108.10 is 8.10', () => {
    expect(splitVat(10810, 8.1)).toEqual({ subtotalCents: 10000, vatCents: 810, totalCents: 10810 });
  });

  it('splits the four unit prices at 8.1 %, the rate since 2024', () => {
    expect(splitVat(5345, 8.1)).toEqual({ subtotalCents: 4944, vatCents: 401, totalCents: 5345 });
    expect(splitVat(58800, 8.1)).toEqual({ subtotalCents: 54394, vatCents: 4406, totalCents: 58800 });
    expect(splitVat(4255, 8.1)).toEqual({ subtotalCents: 3936, vatCents: 319, totalCents: 4255 });
    expect(splitVat(46800, 8.1)).toEqual({ subtotalCents: 43293, vatCents: 3507, totalCents: 46800 });
  });

  it('rounds a tie of exactly half a cent up, which some rates allow', () => {
    // 0.64 / 1.024 = 0.625: half a cent; Switzerland's 2.6 % (and 7.7 %, 8.1 %) have no ties.
    expect(splitVat(64, 2.4)).toEqual({ subtotalCents: 63, vatCents: 1, totalCents: 64 });
    expect(splitVat(1, 0)).toEqual({ subtotalCents: 1, vatCents: 0, totalCents: 1 });
  });

  it('refuses a rate with more than one decimal, or a negative one', () => {
    for (const bad of [7.75, -1, Number.NaN]) expect(() => splitVat(100, bad)).toThrow(RangeError);
  });

  it('always adds up at any one-decimal rate', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.nat({ max: 300 }), (total, tenths) => {
        const { subtotalCents, vatCents } = splitVat(total, tenths / 10);
        expect(subtotalCents + vatCents).toBe(total);
        // |subtotal × (1000 + tenths) − total × 1000| ≤ (1000 + tenths) / 2, exactly.
        const denominator = 1000n + BigInt(tenths);
        const error = BigInt(subtotalCents) * denominator - BigInt(total) * 1000n;
        expect(2n * (error < 0n ? -error : error) <= denominator).toBe(true);
      }),
    );
  });
});

describe('vatRateOn', () => {
  it('is 8.1 % since 2024 (Art. 25 MWSTG) and 7.7 % from 2018 to 2023, from the one table', () => {
    expect(VAT_RATES).toEqual([
      { from: '2018-01-01', percent: 7.7 },
      { from: '2024-01-01', percent: 8.1 },
    ]);
    expect(vatRateOn(new Date('2026-12-06T12:00:00Z'))).toBe(8.1);
    expect(vatRateOn(new Date('2024-01-01T00:00:00Z'))).toBe(8.1);
    expect(vatRateOn(new Date('2023-12-31T23:59:59.999Z'))).toBe(7.7);
    expect(vatRateOn(new Date('2018-01-01T00:00:00Z'))).toBe(7.7);
  });

  it('has no rate before the first row', () => {
    expect(() => vatRateOn(new Date('2017-12-31T23:59:59.999Z'))).toThrow(RangeError);
    expect(() => vatRateOn(new Date('not a date'))).toThrow(RangeError);
  });

  it('takes the row in force on the day, UTC midnight being the boundary', () => {
    const rates: readonly VatRate[] = [
      { from: '2018-01-01', percent: 7.7 },
      { from: '2030-01-01', percent: 8.1 },
    ];
    expect(vatRateOn(new Date('2029-12-31T23:59:59.999Z'), rates)).toBe(7.7);
    expect(vatRateOn(new Date('2030-01-01T00:00:00Z'), rates)).toBe(8.1);
    expect(vatRateOn(new Date('2035-06-01T00:00:00Z'), rates)).toBe(8.1);
    // An invoice of before the change keeps its rate after it.
    expect(vatRateOn(new Date('2026-11-27T00:00:00Z'), rates)).toBe(7.7);
  });
});
