import type Stripe from 'stripe';

// The live suite's run on Stripe's test mode (docs/testing.md#stripe-live), kept apart from other
// runs and removed at its end. Exported for the API's live tests too; it takes the caller's SDK
// (the emulator itself depends on none).

/** Only a test-mode key: the live suite never touches real money. */
export function assertTestKey(key: string): void {
  if (!/^(sk|rk)_test_/.test(key))
    throw new Error('STRIPE_TEST_SECRET_KEY must be a test-mode key (sk_test_ or rk_test_)');
}

export interface LiveRun {
  clock: Stripe.TestHelpers.TestClock;
  /** Removes what the run made: its test clock (and with it its customers), its catalogue archived. */
  cleanUp(): Promise<string[]>;
}

/**
 * Starts a run on `stripe`: a test clock of its own, every customer created on it, the products
 * and prices it creates recorded (and marked) so the clean-up finds them. Changes `stripe` itself.
 */
export async function startLiveRun(
  stripe: Stripe,
  runId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<LiveRun> {
  const clock = await stripe.testHelpers.testClocks.create({
    frozen_time: now,
    name: `live suite ${runId}`,
  });
  const products: string[] = [];
  const prices: string[] = [];
  const mark = { live_run: runId };

  const createCustomer = stripe.customers.create.bind(stripe.customers);
  stripe.customers.create = ((params: Stripe.CustomerCreateParams = {}, options?: Stripe.RequestOptions) =>
    createCustomer({ ...params, test_clock: clock.id }, options)) as typeof stripe.customers.create;
  const createProduct = stripe.products.create.bind(stripe.products);
  stripe.products.create = (async (params: Stripe.ProductCreateParams, options?: Stripe.RequestOptions) => {
    const product = await createProduct({ ...params, metadata: { ...params.metadata, ...mark } }, options);
    products.push(product.id);
    return product;
  }) as typeof stripe.products.create;
  const createPrice = stripe.prices.create.bind(stripe.prices);
  stripe.prices.create = (async (params: Stripe.PriceCreateParams, options?: Stripe.RequestOptions) => {
    const price = await createPrice(params, options);
    prices.push(price.id);
    if (typeof price.product === 'string' && !products.includes(price.product)) products.push(price.product);
    return price;
  }) as typeof stripe.prices.create;

  return {
    clock,
    async cleanUp() {
      const problems: string[] = [];
      const attempt = (what: string, call: () => Promise<unknown>) =>
        call().catch((error: unknown) => problems.push(`${what}: ${(error as Error).message}`));
      // A price cannot be deleted through the API, a product with prices neither: both are archived.
      for (const id of prices)
        await attempt(`price ${id}`, () => stripe.prices.update(id, { active: false }));
      for (const id of products)
        await attempt(`product ${id}`, () => stripe.products.update(id, { active: false }));
      await attempt(`test clock ${clock.id}`, () => stripe.testHelpers.testClocks.del(clock.id));
      return problems;
    },
  };
}
