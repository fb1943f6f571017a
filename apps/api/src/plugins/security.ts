import { processorFor } from '@app/i18n';
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export type SecurityConfig = Pick<Config, 'publicUrl' | 'stripe'>;

/** CSP directives by name, each with its sources; an empty list is a directive without value. */
export type CspDirectives = Record<string, readonly string[]>;

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
const HSTS = `max-age=${ONE_YEAR_IN_SECONDS}; includeSubDomains`;

/**
 * Stripe's own hosts, from the processor list (docs/legal.md#processors): a page can reach no
 * third party the privacy policy does not name.
 */
const STRIPE = processorFor('stripe').browserSources;

/**
 * What the page may load from where. Payments are the only third party. The emulator's stand-in
 * Stripe.js calls the API of the origin it was loaded from and draws its card fields and 3-D Secure
 * dialog in the page itself, so it needs script and connect from its origin and no frame at all;
 * the emulator's STRIPE_API_URL is only for the server's SDK and never reaches the browser.
 */
function paymentSources(stripe: SecurityConfig['stripe']): {
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
  config: SecurityConfig,
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

/**
 * The headers of the site's pages and files: the CSP above and the set helmet sends by default
 * (HSTS for a year with sub-domains, nosniff, no referrer, no framing, same-origin opener and
 * resources). They depend on the configuration only, so they are computed once.
 */
export function siteSecurityHeaders(
  config: SecurityConfig,
  inlineScripts: readonly string[] = [],
): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': serializeCsp(contentSecurityPolicy(config, inlineScripts)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': HSTS,
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The legacy XSS auditor did more harm than good; '0' switches it off, as helmet does.
    'x-xss-protection': '0',
  });
}

/**
 * The API answers JSON that no browser should render, frame or cache (OWASP REST security):
 * a CSP that allows nothing, and no storing of answers that hold account data.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': HSTS,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * Security headers on every answer, the API's and the site's pages alike (a root hook, so the
 * site plugin's files get them too), and CORS for the site's own origin only, the one origin that
 * holds a user's bearer token.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: SecurityConfig,
  inlineScripts: readonly string[] = [],
): Promise<void> {
  const site = Object.entries(siteSecurityHeaders(config, inlineScripts));
  const api = Object.entries(API_SECURITY_HEADERS);
  // A callback hook on the raw response: on the hottest calls an async hook and Fastify's
  // per-header bookkeeping cost a measurable share of the throughput (npm run bench).
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url === '/api' || request.url.startsWith('/api/') ? api : site;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(fastifyCors, {
    // A list, not a string: with a string the plugin would send it to every origin; with a list it
    // answers only a matching Origin and sends no Access-Control-Allow-Origin to the others.
    origin: [new URL(config.publicUrl).origin],
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // A bare OPTIONS is answered like a preflight instead of with the plugin's own text/plain 400.
    strictPreflight: false,
  });
}
