import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAXIMUM_USERS } from './catalogue.js';
import { normalizeUserCount } from './user-count.js';

describe('normalizeUserCount', () => {
  it('keeps a whole count between the minimum and the maximum', () => {
    expect(normalizeUserCount(2, 2)).toBe(2);
    expect(normalizeUserCount(7, 2)).toBe(7);
    expect(normalizeUserCount(1000, 1)).toBe(1000);
  });

  it('accepts the string an input field holds', () => {
    expect(normalizeUserCount('5', 2)).toBe(5);
    expect(normalizeUserCount(' 12 ', 1)).toBe(12);
    expect(normalizeUserCount('007', 2)).toBe(7);
  });

  it('turns non-numeric input into the minimum (docs/subscriptions-and-money.md#seat-minimum)', () => {
    for (const junk of ['', '   ', 'abc', '3abc', 'abc3', '2.5', '1e3', '-3', '+3', '0x10', Number.NaN]) {
      expect(normalizeUserCount(junk, 2)).toBe(2);
    }
    for (const junk of [null, undefined, true, {}, [3], 2.5, Number.POSITIVE_INFINITY, 3n]) {
      expect(normalizeUserCount(junk, 1)).toBe(1);
    }
  });

  it('raises a count below the minimum to the minimum', () => {
    expect(normalizeUserCount(1, 2)).toBe(2);
    expect(normalizeUserCount(0, 1)).toBe(1);
    expect(normalizeUserCount(-4, 2)).toBe(2);
    expect(normalizeUserCount('0', 2)).toBe(2);
  });

  it('clamps a count above the maximum to the maximum, given as a number or a string', () => {
    expect(normalizeUserCount(1001, 2)).toBe(MAXIMUM_USERS);
    expect(normalizeUserCount('5000', 1)).toBe(MAXIMUM_USERS);
    expect(normalizeUserCount('9'.repeat(400), 1)).toBe(MAXIMUM_USERS);
    expect(normalizeUserCount(Number.MAX_SAFE_INTEGER, 2)).toBe(MAXIMUM_USERS);
  });

  it('refuses a minimum that is no count', () => {
    for (const minimum of [0, -1, 1.5, Number.NaN, MAXIMUM_USERS + 1]) {
      expect(() => normalizeUserCount(3, minimum)).toThrow(RangeError);
    }
  });

  it('always returns a whole count from the minimum to the maximum, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 1, max: MAXIMUM_USERS }), (input, minimum) => {
        const count = normalizeUserCount(input, minimum);
        expect(Number.isInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(minimum);
        expect(count).toBeLessThanOrEqual(MAXIMUM_USERS);
      }),
    );
  });

  it('treats a whole number and its decimal string alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 5 * MAXIMUM_USERS }),
        fc.integer({ min: 1, max: 10 }),
        (n, min) => {
          const expected = Math.min(Math.max(n, min), MAXIMUM_USERS);
          expect(normalizeUserCount(n, min)).toBe(expected);
          if (n >= 0) expect(normalizeUserCount(String(n), min)).toBe(expected);
        },
      ),
    );
  });
});
