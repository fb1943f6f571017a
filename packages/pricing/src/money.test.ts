import { describe, expect, it } from 'vitest';
import { centsToAmount } from './money.js';

describe('centsToAmount', () => {
  it('turns cents into CHF with two decimals, as an invoice amount_paid is shown (docs/subscriptions-and-money.md#invoices)', () => {
    expect(centsToAmount(5345)).toBe(53.45);
    expect(centsToAmount(58800)).toBe(588);
    expect(centsToAmount(4255)).toBe(42.55);
    expect(centsToAmount(1)).toBe(0.01);
    expect(centsToAmount(0)).toBe(0);
  });

  it('refuses anything that is not whole cents', () => {
    for (const bad of [53.45, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => centsToAmount(bad)).toThrow(RangeError);
    }
  });
});
