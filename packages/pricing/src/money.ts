import { CURRENCY_DECIMALS } from './catalogue.js';

/**
 * Amounts live as integer cents everywhere (docs/subscriptions-and-money.md#currency: CHF, two decimals);
 * this is the one way out to a decimal amount, for a display layer or a boundary that wants one. Formatting
 * (separators, the currency sign) belongs to packages/i18n.
 */
export function centsToAmount(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / 10 ** CURRENCY_DECIMALS;
}
