import { type RunningEmulator, startEmulator } from '@app/stripe-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../src/payments/stripe-client.js';
import { frozenClock } from '../helpers/payments-harness.js';

describe('the Stripe client', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, clock: frozenClock(), log: () => {} });
  });
  afterAll(() => emulator.close());

  it('talks to the emulator named by STRIPE_API_URL through the official SDK', async () => {
    const stripe = createStripeClient({
      secretKey: 'sk_test_api_client',
      publishableKey: 'pk_test_api_client',
      webhookSecret: undefined,
      apiUrl: emulator.url,
      jsUrl: undefined,
    });
    const customer = await stripe.customers.create({ email: 'anna@praxis.ch' });
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)) as { email: string }).toMatchObject({
      email: 'anna@praxis.ch',
    });
  });

  it('points at Stripe itself without STRIPE_API_URL', () => {
    const stripe = createStripeClient({
      secretKey: 'sk_test_api_client',
      publishableKey: 'pk_test_api_client',
      webhookSecret: undefined,
      apiUrl: undefined,
      jsUrl: undefined,
    });
    expect(stripe.getApiField('host')).toBe('api.stripe.com');
  });
});
