import type { Config } from '../config.js';

/**
 * The site's Content-Security-Policy, in its one home (docs/architecture.md#one-csp): the API sends
 * it with every page and file of the site (security.ts), and the story tests serve the stories under
 * it (vitest.config.ts), so that what it blocks fails a test before it reaches a user.
 */
export type CspConfig = Pick<Config, 'publicUrl' | 'stripe'>;

/** CSP directives by name, each with its sources; an empty list is a directive without value. */
export type CspDirectives = Record<string, readonly string[]>;

/**
 * Stripe's own hosts, from Stripe's integration security guide: Stripe.js and its sub-hosts, the
 * card fields' iframes and 3-D Secure (hooks), and the API Stripe.js calls from the page. Written
 * here, not imported from the processor list, because the story tests' Vite config loads this file
 * before any package is built; test/processors.test.ts fails when a host here is not the list's
 * (docs/legal.md#processors).
 */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * What the page may load from where. Payments are the only third party. The emulator's stand-in
 * Stripe.js calls the API of the origin it was loaded from and draws its card fields and 3-D Secure
 * dialog in the page itself, so it needs script and connect from its origin and no frame at all;
 * the emulator's STRIPE_API_URL is only for the server's SDK and never reaches the browser.
 */
function paymentSources(stripe: CspConfig['stripe']): {
  script: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
} {
  if (!stripe) return { script: [], frame: [], connect: [] };
  if (stripe.jsUrl) {
    const emulator = new URL(stripe.jsUrl).origin;
    return { script: [emulator], frame: [], connect: [emulator] };
  }
  // An API URL without a stand-in Stripe.js is a half-pointed setup: the page would pay on Stripe
  // while the server asks the emulator, so the browser is given no payment host rather than a wrong one.
  if (stripe.apiUrl) return { script: [], frame: [], connect: [] };
  return STRIPE;
}

/**
 * The Content-Security-Policy of every answer. The built site is script and CSS files only
 * (vanilla-extract emits CSS files, Vite emits no inline script), but for the pre-rendered pages'
 * loader, allowed by the hash of its code (`inlineScripts`, see inline-scripts.ts); nothing else
 * inline is allowed, which is what makes an injected `<script>` or `style` attribute inert.
 */
export function contentSecurityPolicy(
  config: CspConfig,
  inlineScripts: readonly string[] = [],
): CspDirectives {
  const payment = paymentSources(config.stripe);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...payment.script],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...payment.connect],
    'frame-src': payment.frame.length > 0 ? payment.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  // Only behind HTTPS: on http://localhost it would send the emulator's calls to an https:// that is not there.
  if (new URL(config.publicUrl).protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** `a b; c d` as browsers read it; a directive without sources is its name alone. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}
