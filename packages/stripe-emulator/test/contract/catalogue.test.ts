import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { emulatorForThisFile, seedCatalogue } from './emulator-fixture.js';
import { lookupKey } from './live-stripe.js';

const env = emulatorForThisFile();

describe('products and prices', () => {
  it('lists prices by lookup_keys[], with their products expanded', async () => {
    const { premiumMonthly, enterpriseMonthly } = await seedCatalogue(env.stripe);
    const prices = await env.stripe.prices.list({
      lookup_keys: [lookupKey('premium_monthly'), lookupKey('enterprise_monthly')],
      expand: ['data.product'],
    });
    expect(prices.data.map((price) => price.id).sort()).toEqual(
      [premiumMonthly.id, enterpriseMonthly.id].sort(),
    );
    const premium = prices.data.find(
      (price) => price.lookup_key === lookupKey('premium_monthly'),
    ) as Stripe.Price;
    expect(premium).toMatchObject({
      object: 'price',
      currency: 'chf',
      unit_amount: 5345,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
      product: { object: 'product', name: 'Premium' },
    });
    // Sent as the string "5345"; SDK 23 turns decimal strings into its Decimal class.
    expect(String(premium.unit_amount_decimal)).toBe('5345');
  });

  it('keeps a lookup key on one price, moving it only with transfer_lookup_key', async () => {
    const { stripe } = env;
    const { premiumMonthly } = await seedCatalogue(stripe);
    const product = premiumMonthly.product as string;
    const attempt = {
      product,
      currency: 'chf',
      unit_amount: 5500,
      recurring: { interval: 'month' as const },
    };
    await expect(
      stripe.prices.create({ ...attempt, lookup_key: lookupKey('premium_monthly') }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: 'lookup_key',
    });
    const moved = await stripe.prices.create({
      ...attempt,
      lookup_key: lookupKey('premium_monthly'),
      transfer_lookup_key: true,
    });
    const found = await stripe.prices.list({ lookup_keys: [lookupKey('premium_monthly')] });
    expect(found.data.map((price) => price.id)).toEqual([moved.id]);
    expect((await stripe.prices.retrieve(premiumMonthly.id)).lookup_key).toBeNull();
  });

  it('creates a product inline with product_data and retrieves it', async () => {
    const price = await env.stripe.prices.create({
      currency: 'chf',
      unit_amount: 4900,
      product_data: { name: 'Licence' },
    });
    expect(price.type).toBe('one_time');
    const product = await env.stripe.products.retrieve(price.product as string);
    expect(product).toMatchObject({ object: 'product', name: 'Licence', active: true });
  });
});
