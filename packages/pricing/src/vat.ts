export interface VatSplit {
  readonly subtotalCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
}

/** One Swiss standard VAT rate and the day it came into force (a UTC calendar date). */
export interface VatRate {
  readonly from: `${number}-${number}-${number}`;
  readonly percent: number;
}

/**
 * The standard rate over time, oldest first (docs/subscriptions-and-money.md#vat), the only place a rate is
 * written: every price includes VAT, and an amount is split at the rate in force on its date, so a change of
 * rate is one more row, taking effect the day it begins, and old invoices keep theirs. 8.1 % since 2024-01-01
 * (Art. 25 MWSTG); 7.7 % before, the rate the first specification showed; the earlier 8 % is left out because
 * nothing here was invoiced before 2018.
 */
export const VAT_RATES: readonly VatRate[] = Object.freeze([
  { from: '2018-01-01', percent: 7.7 },
  { from: '2024-01-01', percent: 8.1 },
]);

/**
 * The rate in force on `date`: the last row whose day has begun. Days begin at midnight UTC, not in Swiss time:
 * an invoice issued in the first one or two hours of a change's day (Swiss time) would still get the old rate,
 * which no invoice of ours comes close to (Stripe numbers them at midday renewals, and a rate changes on 1 January).
 */
export function vatRateOn(date: Date, rates: readonly VatRate[] = VAT_RATES): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('A VAT rate needs a valid date');
  let percent: number | undefined;
  for (const rate of rates) {
    if (Date.parse(`${rate.from}T00:00:00Z`) <= time) percent = rate.percent;
  }
  if (percent === undefined) throw new RangeError(`No VAT rate is known for ${date.toISOString()}`);
  return percent;
}

/**
 * docs/subscriptions-and-money.md#vat: prices include VAT, subtotal = total / (1 + rate), 1.081 at 8.1 %. The
 * subtotal is rounded to the nearest cent and the VAT is the remainder, so subtotal + VAT = total to the cent. The
 * rate is taken in whole tenths of a percent (every Swiss rate so far has one decimal) and the division is done in
 * integers, round(total × 1000 / (1000 + tenths)), through BigInt so no total is too large to be exact. At
 * 7.7 % a tie cannot occur (total × 2000 is even, 1077 × odd is odd); at a rate that allows one (2.4 %: 0.64 /
 * 1.024 = 0.625) half a cent rounds the subtotal up.
 */
export function splitVat(totalCents: number, ratePercent: number): VatSplit {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`A total must be a non-negative whole number of cents: ${totalCents}`);
  }
  const tenths = Math.round(ratePercent * 10);
  if (!(ratePercent >= 0) || Math.abs(tenths - ratePercent * 10) > 1e-9) {
    throw new RangeError(
      `A VAT rate must be a non-negative percentage with one decimal at most: ${ratePercent}`,
    );
  }
  const numerator = BigInt(totalCents) * 1000n;
  const denominator = 1000n + BigInt(tenths);
  const subtotalCents = Number((2n * numerator + denominator) / (2n * denominator));
  return { subtotalCents, vatCents: totalCents - subtotalCents, totalCents };
}
