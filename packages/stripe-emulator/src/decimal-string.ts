import type Stripe from 'stripe';

type Decimal = NonNullable<Stripe.Price['unit_amount_decimal']>;

/**
 * Stripe sends decimal fields (`unit_amount_decimal`, `quantity_decimal`) as strings; SDK 23 turns
 * them into its Decimal class when it reads a response, so its types say Decimal. The emulator
 * stores what goes on the wire.
 */
export function decimalString(value: number | string): Decimal {
  return String(value) as unknown as Decimal;
}
