import { readFileSync } from 'node:fs';

let cached: string | null = null;

/**
 * The browser stand-in for Stripe.js (src/stripe-js/stripe.js, copied to dist/ by the build),
 * read from beside this module so it works from source (tests) and from dist (the CLI).
 */
export function stripeJsSource(): string {
  cached ??= readFileSync(new URL('./stripe-js/stripe.js', import.meta.url), 'utf8');
  return cached;
}
