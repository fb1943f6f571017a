import { unitPriceCents } from '@app/pricing';
import { assertTestKey, type LiveRun, startLiveRun } from '@app/stripe-emulator';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePrices, lookupKey } from '../../src/payments/prices.js';
import { createStripeClient } from '../../src/payments/stripe-client.js';
import { readStripeState } from '../../src/subscriptions/sync/stripe-state.js';

/**
 * The live suite's API part (docs/testing.md#stripe-live), run by `npm run test:stripe-live` only
 * (STRIPE_LIVE=1): the product's own calls that need no webhook, on Stripe's test mode, through the
 * client the API makes (without STRIPE_API_URL: api.stripe.com), in a test clock of the run's own.
 * The four catalogue prices are the account's, as a deployment's are: found or made, never removed.
 */
const key = process.env.STRIPE_TEST_SECRET_KEY ?? '';
const rehearsal = process.env.STRIPE_LIVE_API_URL;
let stripe: Stripe;
let run: LiveRun;

beforeAll(async () => {
  assertTestKey(key);
  stripe = createStripeClient({
    secretKey: key,
    publishableKey: 'pk_test_unused',
    webhookSecret: undefined,
    apiUrl: rehearsal,
    jsUrl: undefined,
    network: { timeoutMs: 30_000, maxRetries: 2 },
  });
  run = await startLiveRun(stripe, process.env.STRIPE_LIVE_RUN ?? `api${Date.now().toString(36)}`);
});
afterAll(async () => {
  const problems = (await run?.cleanUp()) ?? [];
  if (problems.length > 0) throw new Error(`live suite clean-up:\n${problems.join('\n')}`);
});

describe('the API against Stripe', () => {
  it('finds or makes the catalogue at its amounts, and a second pass makes nothing new', async () => {
    if (!rehearsal) expect(stripe.getApiField('host')).toBe('api.stripe.com');
    const first = await ensurePrices(stripe);
    const second = await ensurePrices(stripe);
    expect(second).toEqual(first);
    const price = await stripe.prices.retrieve(first.get(lookupKey('premium', 'monthly')) as string);
    expect(price).toMatchObject({ currency: 'chf', unit_amount: unitPriceCents('premium', 'monthly') });
  });

  it('reads a paid subscription as the webhooks do: active, one seat, its invoice paid at the catalogue amount', async () => {
    const prices = await ensurePrices(stripe);
    const customer = await stripe.customers.create({
      email: 'live-suite@example.ch',
      payment_method: 'pm_card_visa',
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: prices.get(lookupKey('premium', 'monthly')) as string, quantity: 1 }],
      default_payment_method: (await stripe.customers.listPaymentMethods(customer.id)).data[0]?.id as string,
      metadata: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    const state = await readStripeState(stripe, subscription.id);
    expect(state).toMatchObject({ plan: 'premium', frequency: 'monthly', quantity: 1, status: 'active' });
    expect(state?.invoices).toEqual([
      expect.objectContaining({ status: 'paid', amountPaid: unitPriceCents('premium', 'monthly') }),
    ]);
  });
});
