import { type EndpointName, endpoints, isApiError, pathWith } from '@app/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/sessions/sessions-repository.js';
import { adminSession } from './helpers/admin-calls.js';
import { type PaymentsHarness, startPaymentsHarness } from './helpers/payments-harness.js';
import { insertUser } from './helpers/users.js';

/**
 * docs/calls.md#error-shape: every call, fed malformed bodies and queries (random JSON, wrong types,
 * huge and unicode strings, the right keys with wrong values), answers a 4xx in the shared error
 * shape or a success, never a 5xx, never a hang, and a refused request writes nothing.
 */
let h: PaymentsHarness;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  userToken = await createSession(h.db, await insertUser(h.db, { email: 'fuzz-user@example.ch' }));
  adminToken = await adminSession(h.db, 'fuzz-admin@example.ch');
});
afterAll(() => h.close());

/** The rows a refused request must not change (attempt counters and the idle clock may move). */
const WATCHED_TABLES = [
  'users',
  'subscriptions',
  'licenses',
  'invoices',
  'billing_info',
  'blacklist_phrases',
  'tracking_clicks',
  'mail_outbox',
  'one_time_tokens',
  'stripe_events',
];

async function fingerprint(): Promise<string> {
  const counts = await Promise.all(
    WATCHED_TABLES.map(async (table) => {
      const { rows } = await h.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
      return `${table}=${rows[0]?.count}`;
    }),
  );
  return counts.join(',');
}

const strings = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '🩺🎙️',
    'a'.repeat(70_000),
    "' or 1=1 --",
    '<script>',
    'pm_card_visa',
  ),
);
const values = fc.oneof(
  strings,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(strings),
  fc.object(),
);

/** Bodies near the real ones: each request key present with a random value, plus pure junk. */
function bodies(name: EndpointName) {
  const endpoint = endpoints[name];
  const keys =
    endpoint.request.location === 'none'
      ? []
      : Object.keys((endpoint.request.schema as { shape?: object }).shape ?? {});
  const nearMiss = fc.record(Object.fromEntries(keys.map((key) => [key, values])), { requiredKeys: [] });
  return fc.oneof(nearMiss, fc.jsonValue(), fc.anything());
}

const NAMES = Object.keys(endpoints) as EndpointName[];

/** Each `{name}` of a path gets a value of the fuzzed body (the same junk as the body's fields). */
function pathValues(path: string, body: unknown): Record<string, string> {
  const value = JSON.stringify(body)?.slice(0, 300) || 'x';
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], value]));
}

/** How a browser would put any value in a query string. */
const queryValue = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

describe('every call under malformed input', () => {
  it.each(NAMES)('%s never answers 5xx, and a refusal writes nothing', async (name) => {
    const endpoint = endpoints[name];
    const token = endpoint.auth === 'admin' ? adminToken : endpoint.auth === 'user' ? userToken : undefined;
    await fc.assert(
      fc.asyncProperty(bodies(name), async (body) => {
        const before = await fingerprint();
        const query =
          endpoint.request.location === 'query' && body && typeof body === 'object' && !Array.isArray(body)
            ? `?${new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, queryValue(value)])).toString()}`
            : '';
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const hasBody = endpoint.method !== 'GET';
        if (hasBody) headers['content-type'] = 'application/json';
        const response = await h.app.inject({
          method: endpoint.method,
          url: `/api${pathWith(endpoint.path, pathValues(endpoint.path, body))}${query}`,
          headers,
          ...(hasBody ? { payload: JSON.stringify(body) ?? 'null' } : {}),
        });
        expect(response.statusCode, `${name} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(isApiError(response.json())).toBe(true);
          expect(await fingerprint()).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
  });

  it.each([
    ['an id longer than the router takes', `/api/invoices/in_${'a'.repeat(300)}/pdf`],
    ['an id that is not percent-encoding', '/api/invoices/in_%zz/pdf'],
  ])('refuses a path with %s in the shared shape (docs/calls.md#path-parameters)', async (_case, url) => {
    const response = await h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: 'validation_failed' });
  });

  it.each([
    ['broken JSON', '{"email": "a@b.ch",', 'application/json', 400],
    ['a body that is not JSON', 'email=a@b.ch', 'application/x-www-form-urlencoded', 415],
    ['a body over 64 KB', JSON.stringify({ email: 'a'.repeat(70_000) }), 'application/json', 413],
    [
      'a password whose length cannot be compared',
      '{"email": "anna.muster@praxis.ch", "password": {"length": {"toString": 0}}, "lang": "en"}',
      'application/json',
      400,
    ],
  ])('refuses %s in the shared shape', async (_case, payload, contentType, status) => {
    const before = await fingerprint();
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/authentication/signup',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(isApiError(response.json())).toBe(true);
    expect(await fingerprint()).toBe(before);
  });
});
