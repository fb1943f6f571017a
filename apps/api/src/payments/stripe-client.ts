import Stripe from 'stripe';
import type { StripeConfig } from '../config.js';

/**
 * The one Stripe client of the API: the official SDK, pointed at Stripe itself in production and
 * at the emulator when `STRIPE_API_URL` is set (development and tests), so the same calls run in
 * both. The SDK retries idempotent failures itself; the timeout keeps a slow Stripe from holding
 * a request open for its default 80 s.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    options.host = url.hostname;
    options.port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    options.protocol = url.protocol === 'https:' ? 'https' : 'http';
  }
  return new Stripe(config.secretKey, options);
}
