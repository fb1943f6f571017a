import { MAXIMUM_USERS } from './catalogue.js';

// Only plain whole numbers, as typed into a count field; "2.5", "3abc", "1e3", "-2" are not counts.
const WHOLE_NUMBER = /^\s*\d+\s*$/;

/**
 * docs/subscriptions-and-money.md#seat-minimum: "non-numeric input becomes the minimum". A count is a whole
 * number, given as a number or as the string an input field holds; anything else (NaN, Infinity, fractions,
 * junk, empty, null) is the minimum, as is any count below it. Above MAXIMUM_USERS the count is clamped to
 * it, not rejected: like the minimum, normalising always yields a count that can be priced, and the
 * quote then shows the count actually priced. Rejecting an out-of-range request outright is the
 * job of the API's request schema.
 */
export function normalizeUserCount(input: unknown, minimum: number): number {
  if (!Number.isInteger(minimum) || minimum < 1 || minimum > MAXIMUM_USERS) {
    throw new RangeError(
      `A minimum user count must be a whole number from 1 to ${MAXIMUM_USERS}: ${minimum}`,
    );
  }
  const count = parseWholeNumber(input);
  if (count === undefined || count < minimum) return minimum;
  return Math.min(count, MAXIMUM_USERS);
}

function parseWholeNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isInteger(input) ? input : undefined;
  if (typeof input === 'string' && WHOLE_NUMBER.test(input)) return Number(input);
  return undefined;
}
