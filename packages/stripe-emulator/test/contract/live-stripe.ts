import Stripe from 'stripe';
import { assertTestKey } from '../../src/index.js';

/**
 * The live suite (docs/testing.md#stripe-live): with STRIPE_LIVE=1 and a test-mode key in
 * STRIPE_TEST_SECRET_KEY, the contract tests that need nothing but the SDK run against Stripe's
 * test mode instead of the emulator. Each run keeps to its own test clock (its customers are made
 * on it), its own lookup keys and its own catalogue, and removes them at its end.
 */
export const LIVE_KEY = process.env.STRIPE_TEST_SECRET_KEY ?? '';
export const LIVE = process.env.STRIPE_LIVE === '1' && LIVE_KEY !== '';

/** This run's mark, on its test clock's name, its lookup keys and its products' metadata. */
export const RUN_ID = process.env.STRIPE_LIVE_RUN ?? `run${Date.now().toString(36)}`;

/** A lookup key of this run's: lookup keys are the account's, shared by every run. */
export const lookupKey = (key: string): string => (LIVE ? `${key}_${RUN_ID}` : key);

/**
 * The SDK as the API makes it without STRIPE_API_URL: Stripe itself (api.stripe.com). A rehearsal
 * (`npm run test:stripe-live -- --rehearse`) points it at an emulator with STRIPE_LIVE_API_URL.
 */
export function liveSdk(key = LIVE_KEY, rehearsalUrl = process.env.STRIPE_LIVE_API_URL): Stripe {
  assertTestKey(key);
  if (!rehearsalUrl) return new Stripe(key, { maxNetworkRetries: 2 });
  const url = new URL(rehearsalUrl);
  return new Stripe(key, { host: url.hostname, port: Number(url.port), protocol: 'http' });
}
