import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { type CspDirectives, contentSecurityPolicy } from '../../src/plugins/content-security-policy.js';
import { buildTestApp, TEST_CONFIG, useTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';

const SITE_ORIGIN = new URL(TEST_CONFIG.publicUrl).origin;
const RESEND = '/api/authentication/resend-confirmation';

const productionStripe: StripeConfig = {
  secretKey: 'sk_live_abc',
  publishableKey: 'pk_live_abc',
  webhookSecret: 'whsec_abc',
  apiUrl: undefined,
  jsUrl: undefined,
};
const emulatorStripe: StripeConfig = {
  secretKey: 'sk_test_emulator',
  publishableKey: 'pk_test_emulator',
  webhookSecret: undefined,
  apiUrl: 'http://127.0.0.1:12111',
  jsUrl: 'http://localhost:12111/v3/stripe.js',
};

/** `a b; c d e` -> { a: ['b'], c: ['d', 'e'] }, the way a browser reads the header. */
function parseCsp(header: string | string[] | number | undefined): CspDirectives {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const allSources = (directives: CspDirectives) => Object.values(directives).flat();

describe('contentSecurityPolicy', () => {
  it('allows only the site itself, with nothing inline, when there are no payments', () => {
    const csp = contentSecurityPolicy({ publicUrl: 'http://localhost:3000', stripe: null });
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
    });
  });

  it("adds Stripe's hosts for Stripe.js, its frames and its API when Stripe itself is used", () => {
    const csp = contentSecurityPolicy({
      publicUrl: 'https://dictation.example.ch',
      stripe: productionStripe,
    });
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['style-src']).toEqual(["'self'"]);
  });

  it("allows the emulator's origin instead of Stripe's when a stand-in Stripe.js is configured", () => {
    const csp = contentSecurityPolicy({ publicUrl: 'http://localhost:3000', stripe: emulatorStripe });
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:12111']);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:12111']);
    // The stand-in draws its card fields in the page: it frames nothing.
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(allSources(csp).some((source) => source.includes('stripe.com'))).toBe(false);
    // STRIPE_API_URL is the server's: the browser never calls it.
    expect(allSources(csp)).not.toContain('http://127.0.0.1:12111');
  });

  it('gives the browser no payment host when only the server is pointed at another API', () => {
    const csp = contentSecurityPolicy({
      publicUrl: 'http://localhost:3000',
      stripe: { ...emulatorStripe, jsUrl: undefined },
    });
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
  });

  it('never allows inline code or eval, whatever the configuration', () => {
    for (const stripe of [null, productionStripe, emulatorStripe]) {
      const sources = allSources(contentSecurityPolicy({ publicUrl: 'https://example.ch', stripe }));
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
      expect(sources).not.toContain('data:');
    }
  });

  it('upgrades insecure requests only when the site itself is served over HTTPS', () => {
    expect(
      contentSecurityPolicy({ publicUrl: 'https://example.ch', stripe: null })['upgrade-insecure-requests'],
    ).toEqual([]);
    expect(contentSecurityPolicy({ publicUrl: 'http://localhost:3000', stripe: null })).not.toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});

describe('security headers', () => {
  let db: Database;
  let siteDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase();
    siteDir = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(siteDir, 'assets'));
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Dictation</title>');
    writeFileSync(path.join(siteDir, 'assets', 'index-abc.css'), 'body{margin:0}');
    app = await buildTestApp(db, { siteDir, stripe: emulatorStripe });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  type Headers = Record<string, string | string[] | number | undefined>;

  const expectTransportHeaders = (headers: Headers) => {
    const hsts = String(headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
  };

  const expectSiteHeaders = (headers: Headers) => {
    expectTransportHeaders(headers);
    expect(parseCsp(headers['content-security-policy'])).toEqual(
      contentSecurityPolicy({ publicUrl: TEST_CONFIG.publicUrl, stripe: emulatorStripe }),
    );
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-permitted-cross-domain-policies']).toBe('none');
  };

  const expectApiHeaders = (headers: Headers) => {
    expectTransportHeaders(headers);
    // JSON is never a page: it may load, frame and keep nothing.
    expect(parseCsp(headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
    });
    expect(headers['cache-control']).toBe('no-store');
  };

  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/users/me', 401],
    ['an unknown API path', '/api/nothing', 404],
  ])('of the API are on %s', async (_case, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expectApiHeaders(response.headers);
  });

  it.each([
    ['a site page', '/'],
    ['a client-side route of the site', '/account'],
    ['a site asset', '/assets/index-abc.css'],
  ])('of the site are on %s', async (_case, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectSiteHeaders(response.headers);
  });

  it('are on a refused request too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/authentication/signin-web',
      payload: { email: 'not an address' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: 'validation_failed' });
    expectApiHeaders(response.headers);
  });
});

describe('CORS', () => {
  let db: Database;
  let app: FastifyInstance;
  useTestApp({}, (opened) => {
    ({ db, app } = opened);
  });

  const preflight = (origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it("lets the site's origin read the API", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: SITE_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(String(response.headers.vary)).toMatch(/origin/i);
    // Bearer tokens, not cookies: no credentials mode is offered.
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("lets the site's origin read a 429's Retry-After (docs/languages.md#wait)", async () => {
    const resend = { email: 'cors-wait@example.ch', lang: 'de' };
    let response = await app.inject({ method: 'GET', url: '/api/health' });
    for (let attempt = 0; attempt < 10 && response.statusCode !== 429; attempt += 1) {
      const headers = { origin: SITE_ORIGIN };
      response = await app.inject({ method: 'POST', url: RESEND, headers, payload: resend });
    }
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain('retry-after');
  });

  it.each(['https://evil.example', 'http://localhost:3001', 'https://localhost:3000', 'null'])(
    'gives %s no Access-Control-Allow-Origin',
    async (origin) => {
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it("answers the site's preflight with the methods and headers the client uses", async () => {
    const response = await preflight(SITE_ORIGIN);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(
      String(response.headers['access-control-allow-methods'])
        .split(',')
        .map((method) => method.trim()),
    ).toEqual(['GET', 'POST', 'DELETE']);
    expect(
      String(response.headers['access-control-allow-headers'])
        .split(',')
        .map((header) => header.trim().toLowerCase()),
    ).toEqual(['authorization', 'content-type']);
  });

  it("refuses a foreign origin's preflight", async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes the allowed origin from PUBLIC_URL, scheme and port included', async () => {
    const production = await buildTestApp(db, { publicUrl: 'https://dictation.example.ch' });
    try {
      const own = await production.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://dictation.example.ch' },
      });
      expect(own.headers['access-control-allow-origin']).toBe('https://dictation.example.ch');
      const plainHttp = await production.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'http://dictation.example.ch' },
      });
      expect(plainHttp.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it('answers a bare OPTIONS without a server error', async () => {
    const response = await app.inject({ method: 'OPTIONS', url: '/api/users/me' });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
