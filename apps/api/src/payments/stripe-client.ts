import { processorFor } from '@app/i18n';
import Stripe from 'stripe';
import type { StripeConfig, StripeNetwork } from '../config.js';

/**
 * A slow Stripe must not hold a request for the SDK's default 80 s. Each try may take 8 s (Stripe
 * answers in well under a second when healthy) and one more try follows a timeout, a dropped
 * connection or a 5xx, so one call gives up after about 17 s with a 503 the user can act on.
 * Every POST carries an idempotency key (the SDK adds one when the route gives none), so the
 * second try never charges twice.
 */
export const DEFAULT_STRIPE_NETWORK: StripeNetwork = { timeoutMs: 8_000, maxRetries: 1 };

/**
 * The processor this client sends data to: the privacy policy and the data-processing agreement
 * name it with its countries and safeguards (docs/legal.md#processors).
 */
export const PAYMENTS_PROCESSOR = processorFor('stripe');

/**
 * The one Stripe client of the API: the official SDK, pointed at Stripe itself in production and
 * at the emulator when `STRIPE_API_URL` is set (development and tests), so the same calls run in
 * both.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const network = config.network ?? DEFAULT_STRIPE_NETWORK;
  const options: Stripe.StripeConfig = { maxNetworkRetries: network.maxRetries, timeout: network.timeoutMs };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    options.host = url.hostname;
    options.port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(config.secretKey, options);
}
