import { FREQUENCIES, type Frequency, PAID_PLANS, type PaidPlan, unitPriceCents } from '@app/pricing';
import type Stripe from 'stripe';

/** The Stripe price of each plan and frequency is found by this key, never by a stored id. */
export function lookupKey(plan: PaidPlan, frequency: Frequency): string {
  return `${plan}_${frequency}`;
}

const PRODUCT_NAMES: Readonly<Record<PaidPlan, string>> = { premium: 'Premium', enterprise: 'Enterprise' };
const INTERVALS: Readonly<Record<Frequency, 'month' | 'year'>> = { monthly: 'month', annual: 'year' };

export type PriceIds = ReadonlyMap<string, string>;

/**
 * Makes sure Stripe holds a price for every plan and frequency at the catalogue's amount, so the
 * amount the site shows (packages/pricing) is the amount charged. A price whose amount differs
 * from the catalogue is replaced: the new one takes over its lookup key.
 */
export async function ensurePrices(stripe: Stripe): Promise<PriceIds> {
  const wanted = PAID_PLANS.flatMap((plan) => FREQUENCIES.map((frequency) => ({ plan, frequency })));
  const existing = await stripe.prices.list({
    lookup_keys: wanted.map(({ plan, frequency }) => lookupKey(plan, frequency)),
    active: true,
    limit: 100,
  });
  const ids = new Map<string, string>();
  for (const { plan, frequency } of wanted) {
    const key = lookupKey(plan, frequency);
    const amount = unitPriceCents(plan, frequency);
    const current = existing.data.find((price) => price.lookup_key === key);
    if (current?.unit_amount === amount && current.currency === 'chf') {
      ids.set(key, current.id);
      continue;
    }
    const created = await stripe.prices.create(
      {
        currency: 'chf',
        unit_amount: amount,
        recurring: { interval: INTERVALS[frequency] },
        lookup_key: key,
        transfer_lookup_key: true,
        product_data: { name: PRODUCT_NAMES[plan] },
        metadata: { plan, frequency },
      },
      { idempotencyKey: `price:${key}:${amount}` },
    );
    ids.set(key, created.id);
  }
  return ids;
}

/** The plan and frequency a Stripe price stands for, from its lookup key. */
export function orderOfPrice(
  price: Pick<Stripe.Price, 'lookup_key'>,
): { plan: PaidPlan; frequency: Frequency } | null {
  for (const plan of PAID_PLANS) {
    for (const frequency of FREQUENCIES) {
      if (price.lookup_key === lookupKey(plan, frequency)) return { plan, frequency };
    }
  }
  return null;
}
