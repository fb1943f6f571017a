import type { Plan } from '@app/pricing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { PRODUCT_CALLS, SPEC_ROWS } from '../test/call-tables.js';
import { examples } from '../test/examples.js';
import {
  ENDPOINT_NAMES,
  type Endpoint,
  endpoints,
  possibleErrors,
  type RequestInputOf,
  type RequestOf,
  type ResponseOf,
} from './endpoints.js';
import { ERROR_CODES } from './errors.js';
import type { Language } from './languages.js';
import { pathParameterNames, pathWith, routePattern } from './path-params.js';

const table: Array<[string, Endpoint]> = Object.entries(endpoints);

function find(method: string, path: string): Endpoint | undefined {
  return table.find(([, endpoint]) => endpoint.method === method && endpoint.path === path)?.[1];
}

function payloadKeys(endpoint: Endpoint): string[] {
  if (endpoint.request.location === 'none') return [];
  const schema = endpoint.request.schema;
  if (!(schema instanceof z.ZodObject)) throw new Error('request schemas are objects');
  return Object.keys(schema.shape);
}

describe('the endpoints table', () => {
  it('has the twenty rows of docs/calls.md#calls with their method, path, auth and payload names', () => {
    expect(SPEC_ROWS).toHaveLength(20);
    for (const row of SPEC_ROWS) {
      for (const [method, path] of row.calls) {
        const endpoint = find(method, path);
        expect(endpoint, `${method} ${path}`).toBeDefined();
        expect(endpoint?.origin).toBe('spec');
        expect(endpoint?.auth, `${method} ${path}`).toBe(row.auth);
        if (endpoint) expect(payloadKeys(endpoint).sort()).toEqual([...row.payload].sort());
      }
    }
  });

  it('holds nothing else but the calls the product adds, marked as such', () => {
    const specCalls = SPEC_ROWS.flatMap((row) => row.calls);
    expect(table.filter(([, endpoint]) => endpoint.origin === 'spec')).toHaveLength(specCalls.length);
    const added = table.filter(([, endpoint]) => endpoint.origin === 'product');
    expect(added.map(([, endpoint]) => [endpoint.method, endpoint.path])).toEqual(
      PRODUCT_CALLS.map((call) => [...call]),
    );
    expect(ENDPOINT_NAMES).toHaveLength(specCalls.length + PRODUCT_CALLS.length);
  });

  it('never has two calls on the same method and path', () => {
    const pairs = table.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('writes paths as docs/calls.md#calls does, under the /api base, without query or trailing slash', () => {
    for (const [, endpoint] of table) {
      expect(endpoint.path).toMatch(/^(\/([a-z][a-z-]*|\{[a-z][A-Za-z]*\}))+$/);
    }
    expect(endpoints.usersMe.path).toBe('/users/me');
    expect(endpoints.listUsers.path).toBe('/users/users');
  });

  it('names each parameter of a path in its params schema, and no other', () => {
    for (const [name, endpoint] of table) {
      const keys = endpoint.params ? Object.keys(endpoint.params.shape) : [];
      expect(keys.sort(), name).toEqual(pathParameterNames(endpoint.path).sort());
    }
    expect(pathWith(endpoints.invoicePdf.path, { id: 'in_1/../x y' })).toBe(
      '/invoices/in_1%2F..%2Fx%20y/pdf',
    );
    expect(routePattern(endpoints.invoicePdf.path)).toBe('/invoices/:id/pdf');
    expect(() => pathWith(endpoints.invoicePdf.path, {})).toThrow(/needs its id/);
    expectTypeOf<RequestInputOf<'invoicePdf'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RequestOf<'invoicePdf'>>().toEqualTypeOf<{ id: string }>();
  });

  it('puts GET data in the query and other data in the body', () => {
    for (const [name, endpoint] of table) {
      if (endpoint.request.location === 'none') continue;
      expect(endpoint.request.location, name).toBe(endpoint.method === 'GET' ? 'query' : 'body');
    }
  });

  it('marks the browser links as redirects: tracking click, e-mail confirmation, the way to an identity provider', () => {
    const redirects = table
      .filter(([, endpoint]) => endpoint.response.kind === 'redirect')
      .map(([name]) => name);
    expect(redirects.sort()).toEqual(['confirmEmail', 'ssoStart', 'trackingClick']);
    expect(endpoints.trackingClick.request).toMatchObject({ location: 'query' });
    expect(endpoints.confirmEmail.request).toMatchObject({ location: 'query' });
  });

  it('lets a session-less call answer no session error, and an admin call answer forbidden', () => {
    for (const name of ENDPOINT_NAMES) {
      const { auth, response } = endpoints[name];
      if (response.kind === 'redirect') continue;
      expect(possibleErrors(name).includes('unauthorized'), name).toBe(auth !== 'none');
      expect(possibleErrors(name).includes('forbidden'), name).toBe(auth === 'admin');
      expect(possibleErrors(name).includes('admin_needs_two_factor'), name).toBe(auth === 'admin');
      expect(possibleErrors(name).includes('admin_needs_passkey'), name).toBe(auth === 'admin');
    }
  });

  it('names every error code somewhere, so none is dead', () => {
    const used = new Set(ENDPOINT_NAMES.flatMap(possibleErrors));
    // not_found also answers an unknown path, outside the table.
    used.add('not_found');
    expect(ERROR_CODES.filter((code) => !used.has(code))).toEqual([]);
  });
});

describe('the example of every call', () => {
  for (const name of ENDPOINT_NAMES) {
    const endpoint: Endpoint = endpoints[name];
    const example: { request?: unknown; response?: unknown } = examples[name];

    it(`${name}: the request passes and comes out unchanged`, () => {
      if (endpoint.request.location === 'none') return expect(example.request).toBeUndefined();
      expect(endpoint.request.schema.parse(example.request)).toEqual(example.request);
    });

    it(`${name}: the response passes`, () => {
      if (endpoint.response.kind !== 'json') return expect(example.response).toBeUndefined();
      expect(endpoint.response.schema.parse(example.response)).toEqual(example.response);
    });
  }
});

describe('the types derived from the table', () => {
  it('give each call its request and answer', () => {
    expectTypeOf<RequestInputOf<'updateLicenses'>>().toEqualTypeOf<{ newLicenseCount: number }>();
    expectTypeOf<RequestOf<'signup'>>().toEqualTypeOf<{
      email: string;
      password: string;
      lang: Language;
      plan?: 'premium' | 'enterprise' | undefined;
    }>();
    expectTypeOf<ResponseOf<'usersMe'>>().toEqualTypeOf<{ status: 'active' | 'pending'; plan: Plan }>();
    expectTypeOf<ResponseOf<'subscriptionInfo'>['accountType']>().toEqualTypeOf<Plan>();
    expectTypeOf<RequestOf<'usersMe'>>().toBeNever();
    expectTypeOf<ResponseOf<'trackingClick'>>().toBeNever();
  });
});
