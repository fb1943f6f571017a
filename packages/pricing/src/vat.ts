import { VAT_RATE_PERCENT } from './catalogue.js';

export interface VatSplit {
  readonly subtotalCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
}

// 7.7 % as a whole number of tenths of a percent, so the split below stays in integers.
const VAT_PER_MILLE = BigInt(Math.round(VAT_RATE_PERCENT * 10));

/**
 * docs/subscriptions-and-money.md#vat: prices include VAT, subtotal = total / 1.077. The subtotal is rounded
 * to the nearest cent and the VAT is the remainder, so subtotal + VAT = total to the cent. The division is
 * done in integers, round(total × 1000 / 1077), through BigInt so no total is too large to be exact.
 * A tie (exactly half a cent) cannot occur: total × 2000 is even, 1077 × odd is odd.
 */
export function splitVat(totalCents: number): VatSplit {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`A total must be a non-negative whole number of cents: ${totalCents}`);
  }
  const numerator = BigInt(totalCents) * 1000n;
  const denominator = 1000n + VAT_PER_MILLE;
  const subtotalCents = Number((2n * numerator + denominator) / (2n * denominator));
  return { subtotalCents, vatCents: totalCents - subtotalCents, totalCents };
}
