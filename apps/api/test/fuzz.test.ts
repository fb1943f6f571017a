import { type EndpointName, endpoints, isApiError, pathWith } from '@app/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createSession } from '../src/sessions/sessions-repository.js';
import { type PaymentsHarness, startPaymentsHarness } from './helpers/payments-harness.js';
import { insertUser } from './helpers/users.js';

/**
 * Issue 10 "bad input": every call, fed malformed bodies and queries (random JSON, wrong types,
 * huge and unicode strings, the right keys with wrong values), answers a 4xx in the shared error
 * shape or a success, never a 5xx, never a hang, and a refused request writes nothing.
 */
let h: PaymentsHarness;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  userToken = await createSession(h.db, await insertUser(h.db, { email: 'fuzz-user@example.ch' }));
  adminToken = await createSession(
    h.db,
    await insertUser(h.db, { email: 'fuzz-admin@example.ch', role: 'admin' }),
  );
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

/**
 * docs/calls.md#text-fields: a control character in any text of a request, a path parameter
 * included, is a 4xx. PostgreSQL refuses 0x00 in text, so one that reached a query was a 500.
 * Every other field of the request is valid, so that the character is the only thing wrong.
 */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\t', '\n', '\r'];

/** A valid value for each request field, by its name. */
const VALID: Record<string, unknown> = {
  email: 'anna.fuzz@praxis.ch',
  recipientEmail: 'colleague.fuzz@praxis.ch',
  password: 'correct horse',
  newPassword: 'correct horse battery',
  lang: 'de',
  plan: 'premium',
  licenseType: 'premium',
  frequency: 'monthly',
  userCount: 1,
  newLicenseCount: 2,
  paymentMethodId: 'pm_card_visa',
  token: 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg',
  subscriptionToken: 'c3Vic2NyaXB0aW9uLXRva2VuLWZvci10ZXN0cw',
  challenge: 'Y2hhbGxlbmdlLXRva2VuLWZvci1mdXp6LXRlc3Rz',
  code: '123456',
  sessionId: '2f1c1b7e-8a0e-4c1e-9f3a-1d2c3b4a5f6e',
  required: true,
  phrase: 'dictate faster',
  _id: 'click1',
  id: 'download',
  invoiceId: 'in_fuzzControl',
  firstName: 'Anna',
  lastName: 'Muster',
  address: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  company: 'Praxis Muster',
  vatNumber: 'CHE-116.281.710 MWST',
  invoiceEmail: 'billing.fuzz@praxis.ch',
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema with its wrappers (optional, nullable, a pipe's input) taken off. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrapped(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrapped(def.in);
  return schema;
}

/** Valid bodies of a request schema (one per option of a union), and the paths of their strings. */
function validBodies(schema: z.ZodType, key = ''): { body: unknown; strings: string[][] }[] {
  const def = defOf(unwrapped(schema));
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => validBodies(option, key));
  if (def.type === 'object') {
    let results: { body: Record<string, unknown>; strings: string[][] }[] = [{ body: {}, strings: [] }];
    for (const [name, field] of Object.entries(def.shape ?? {})) {
      const fieldBodies = validBodies(field, name);
      results = results.flatMap((result) =>
        fieldBodies.map((fieldBody) => ({
          body: { ...result.body, [name]: fieldBody.body },
          strings: [...result.strings, ...fieldBody.strings.map((path) => [name, ...path])],
        })),
      );
    }
    return results;
  }
  if (!(key in VALID)) throw new Error(`No valid value for the request field ${key}: add one to VALID`);
  return [{ body: VALID[key], strings: def.type === 'string' ? [[]] : [] }];
}

function withValueAt(body: unknown, path: readonly string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return { ...(body as object), [head]: withValueAt((body as Record<string, unknown>)[head], rest, value) };
}

/** The valid value with the character inside it, where no trimming takes it off. */
const spoiled = (valid: string, character: string) => `${valid.slice(0, 2)}${character}${valid.slice(2)}`;

const CONTROL_CASES = NAMES.flatMap((name) => {
  const endpoint = endpoints[name];
  const cases: { name: EndpointName; field: string; body: unknown; params: Record<string, string> }[] = [];
  const validParams = Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] as string, 'in_fuzzControl']),
  );
  const bodies = endpoint.request.location === 'none' ? [] : validBodies(endpoint.request.schema);
  for (const { body, strings } of bodies) {
    for (const path of strings) {
      const valid = path.reduce<unknown>(
        (value, key) => (value as Record<string, unknown>)[key],
        body,
      ) as string;
      for (const character of CONTROL_CHARACTERS) {
        cases.push({
          name,
          field: path.join('.'),
          body: withValueAt(body, path, spoiled(valid, character)),
          params: validParams,
        });
      }
    }
  }
  for (const parameter of Object.keys(validParams)) {
    for (const character of CONTROL_CHARACTERS) {
      const params = { ...validParams, [parameter]: spoiled(validParams[parameter] as string, character) };
      cases.push({ name, field: `{${parameter}}`, body: undefined, params });
    }
  }
  return cases;
});

describe('control characters in every text of a request (docs/calls.md#text-fields)', () => {
  it.each(NAMES.filter((name) => CONTROL_CASES.some((entry) => entry.name === name)))(
    '%s refuses each of them with a 4xx, never a 500',
    async (name) => {
      const endpoint = endpoints[name];
      const token = endpoint.auth === 'admin' ? adminToken : endpoint.auth === 'user' ? userToken : undefined;
      for (const { field, body, params } of CONTROL_CASES.filter((entry) => entry.name === name)) {
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const inQuery = endpoint.request.location === 'query';
        const query = inQuery ? `?${new URLSearchParams(body as Record<string, string>).toString()}` : '';
        const hasBody = endpoint.request.location === 'body';
        if (hasBody) headers['content-type'] = 'application/json';
        const response = await h.app.inject({
          method: endpoint.method,
          url: `/api${pathWith(endpoint.path, params)}${query}`,
          headers,
          ...(hasBody ? { payload: JSON.stringify(body) } : {}),
        });
        const what = `${name} ${field} ${JSON.stringify(body ?? params)}`;
        // The click always reaches its download (docs/calls.md#tracking-click); it only records nothing.
        if (name === 'trackingClick') {
          expect(response.statusCode, what).toBe(302);
          continue;
        }
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, what).toBeLessThan(500);
        expect(isApiError(response.json()), what).toBe(true);
      }
    },
  );
});
