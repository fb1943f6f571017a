import { describe, expect, it } from 'vitest';
import { assertTestKey, startLiveRun } from '../../src/index.js';
import { emulatorForThisFile, sdkFor } from './emulator-fixture.js';
import { LIVE, liveSdk } from './live-stripe.js';

// The live suite's own machinery (docs/testing.md#stripe-live), checked against the emulator: a
// run keeps its customers on its test clock and leaves nothing behind.
const env = emulatorForThisFile({ chaos: null });

describe.skipIf(LIVE)('a live run', () => {
  it('makes its customers on a test clock of its own and removes them, its clock and its catalogue at the end', async () => {
    const stripe = sdkFor(env.emulator);
    const run = await startLiveRun(stripe, 'runtest', env.emulator.control.now());
    expect(run.clock).toMatchObject({
      object: 'test_helpers.test_clock',
      status: 'ready',
      name: 'live suite runtest',
    });
    const customer = await stripe.customers.create({ email: 'doctor@example.ch' });
    expect(customer.test_clock).toBe(run.clock.id);
    const price = await stripe.prices.create({
      currency: 'chf',
      unit_amount: 5345,
      recurring: { interval: 'month' },
      product_data: { name: 'Premium' },
    });
    const product = await stripe.products.retrieve(price.product as string);

    expect(await run.cleanUp()).toEqual([]);
    await expect(stripe.customers.retrieve(customer.id)).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(stripe.testHelpers.testClocks.retrieve(run.clock.id)).rejects.toMatchObject({
      code: 'resource_missing',
    });
    expect((await stripe.prices.retrieve(price.id)).active).toBe(false);
    expect((await stripe.products.retrieve(product.id)).active).toBe(false);
  });

  it('answers what it could not remove instead of stopping at the first', async () => {
    const stripe = sdkFor(env.emulator);
    const run = await startLiveRun(stripe, 'runtest', env.emulator.control.now());
    await stripe.testHelpers.testClocks.del(run.clock.id);
    expect(await run.cleanUp()).toEqual([expect.stringMatching(/^test clock clock_\w+: /)]);
  });

  it('takes test-mode keys only, and talks to api.stripe.com as the API does without STRIPE_API_URL', () => {
    expect(() => assertTestKey('sk_live_x')).toThrow(/test-mode key/);
    expect(() => liveSdk('sk_live_x', '')).toThrow(/test-mode key/);
    const stripe = liveSdk('sk_test_x', '');
    expect(stripe.getApiField('host')).toBe('api.stripe.com');
    expect(stripe.getApiField('protocol')).toBe('https');
  });
});
