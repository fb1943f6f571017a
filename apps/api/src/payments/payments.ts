import type { Frequency, PaidPlan } from '@app/pricing';
import type Stripe from 'stripe';
import type { StripeConfig } from '../config.js';
import { HttpError } from '../errors.js';
import { ensurePrices, lookupKey, type PriceIds } from './prices.js';
import { createStripeClient } from './stripe-client.js';

/** Stripe as the routes use it: the SDK client and the catalogue's prices in it. */
export interface Payments {
  readonly stripe: Stripe;
  readonly webhookSecret: string | undefined;
  priceId(plan: PaidPlan, frequency: Frequency): Promise<string>;
}

export function createPayments(config: StripeConfig): Payments {
  const stripe = createStripeClient(config);
  let prices: Promise<PriceIds> | null = null;
  return {
    stripe,
    webhookSecret: config.webhookSecret,
    async priceId(plan, frequency) {
      // Looked up once per process, on first use, so the API starts while Stripe is down; a
      // failed look-up is tried again on the next payment.
      prices ??= ensurePrices(stripe).catch((error: unknown) => {
        prices = null;
        throw error;
      });
      const id = (await prices).get(lookupKey(plan, frequency));
      if (!id) throw new Error(`no Stripe price for ${lookupKey(plan, frequency)}`);
      return id;
    },
  };
}

/** The routes that move money answer 503 when no Stripe is configured. */
export function requirePayments(payments: Payments | null): Payments {
  if (!payments) throw new HttpError('payment_provider_unavailable');
  return payments;
}

/**
 * Stripe could not be reached or failed on its side (connection, 5xx, rate limit, a key it
 * refuses): a 503 for the user, never a 500.
 */
export function isStripeUnavailable(error: unknown): boolean {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  return (
    type === 'StripeConnectionError' ||
    type === 'StripeAPIError' ||
    type === 'StripeRateLimitError' ||
    type === 'StripeAuthenticationError' ||
    type === 'StripePermissionError'
  );
}
