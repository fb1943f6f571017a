import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { contentSecurityPolicy, serializeCsp } from './content-security-policy.js';

export type SecurityConfig = Pick<Config, 'publicUrl' | 'stripe'>;

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;
const HSTS = `max-age=${ONE_YEAR_IN_SECONDS}; includeSubDomains`;

/**
 * The headers of the site's pages and files: the CSP (content-security-policy.ts) and the set helmet sends by default
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
    // A 429's wait, which the site names (docs/languages.md#wait), when it calls the API on another
    // origin (docs/calls.md#backend-base): not a header a browser lets a page read unless exposed.
    exposedHeaders: ['Retry-After'],
    // A bare OPTIONS is answered like a preflight instead of with the plugin's own text/plain 400.
    strictPreflight: false,
  });
}
