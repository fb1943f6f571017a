import type { Plan } from '@app/pricing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
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

/**
 * docs/calls.md#calls, row by row: method and path (under {backend}), auth as docs/accounts.md#roles implies,
 * payload names.
 */
const SPEC_ROWS: ReadonlyArray<{
  calls: ReadonlyArray<readonly [Endpoint['method'], string]>;
  auth: Endpoint['auth'];
  payload: readonly string[];
}> = [
  // `plan` is added (docs/accounts.md#email-validation): the plan chosen on /license travels with
  // the confirmation link.
  {
    calls: [['POST', '/authentication/signup']],
    auth: 'none',
    payload: ['email', 'password', 'lang', 'plan'],
  },
  // The confirmation link's token, when she comes from one (docs/accounts.md#ownership).
  {
    calls: [['POST', '/authentication/signin-web']],
    auth: 'none',
    payload: ['email', 'password', 'confirmation'],
  },
  { calls: [['GET', '/subscriptions/subscription-info']], auth: 'user', payload: [] },
  {
    calls: [['POST', '/authentication/send-invitation']],
    auth: 'user',
    payload: ['recipientEmail', 'subscriptionToken', 'lang'],
  },
  { calls: [['POST', '/authentication/dissociate']], auth: 'user', payload: ['subscriptionToken', 'email'] },
  { calls: [['POST', '/subscriptions/unsubscribe']], auth: 'user', payload: [] },
  {
    calls: [['POST', '/subscriptions/create-subscription-credit-card']],
    auth: 'user',
    payload: ['paymentMethodId', 'frequency', 'licenseType', 'userCount'],
  },
  { calls: [['GET', '/users/me']], auth: 'user', payload: [] },
  { calls: [['POST', '/subscriptions/save-billing-info']], auth: 'user', payload: ['billingInfo'] },
  // The first specification showed no payload (docs/calls.md#deviations); the order is a documented deviation
  // (packages/contracts/README.md#decisions).
  {
    calls: [['POST', '/subscriptions/create-subscription-invoice']],
    auth: 'user',
    payload: ['frequency', 'licenseType', 'userCount'],
  },
  { calls: [['POST', '/subscriptions/update-licenses']], auth: 'user', payload: ['newLicenseCount'] },
  { calls: [['POST', '/authentication/reset-password']], auth: 'none', payload: ['token', 'newPassword'] },
  {
    calls: [['POST', '/authentication/create-password']],
    auth: 'none',
    payload: ['token', 'email', 'newPassword'],
  },
  { calls: [['POST', '/authentication/forgot-password']], auth: 'none', payload: ['email', 'lang'] },
  { calls: [['GET', '/tracking/click']], auth: 'none', payload: ['id'] },
  { calls: [['GET', '/blacklist']], auth: 'admin', payload: [] },
  {
    calls: [
      ['POST', '/blacklist'],
      ['DELETE', '/blacklist'],
    ],
    auth: 'admin',
    payload: ['lang', 'phrase'],
  },
  { calls: [['GET', '/tracking/stats']], auth: 'admin', payload: [] },
  { calls: [['DELETE', '/tracking/delete']], auth: 'admin', payload: ['_id'] },
  { calls: [['GET', '/users/users']], auth: 'admin', payload: [] },
];

const PRODUCT_CALLS = [
  ['POST', '/authentication/signout'],
  ['POST', '/authentication/signin-link'],
  ['POST', '/authentication/signin-with-link'],
  ['POST', '/authentication/resend-confirmation'],
  ['POST', '/authentication/check-reset-token'],
  ['POST', '/authentication/check-invitation'],
  ['GET', '/authentication/confirm-email'],
  ['GET', '/config'],
  ['GET', '/health'],
  ['POST', '/subscriptions/preview-change'],
  ['POST', '/subscriptions/schedule-change'],
  ['POST', '/authentication/signin-two-factor'],
  ['POST', '/authentication/signin-two-factor-setup'],
  ['POST', '/authentication/signin-two-factor-setup-confirm'],
  ['GET', '/account/settings'],
  ['GET', '/account/sessions'],
  ['POST', '/account/sessions/revoke'],
  ['POST', '/account/sessions/revoke-others'],
  ['POST', '/account/two-factor/setup'],
  ['POST', '/account/two-factor/confirm'],
  ['POST', '/account/two-factor/disable'],
  ['POST', '/account/two-factor/colleagues'],
  ['GET', '/account/data-export'],
  ['GET', '/invoices/{id}/pdf'],
  ['GET', '/app-auth/consent/{uid}'],
  ['POST', '/app-auth/device'],
  ['POST', '/account/app-device-code'],
  ['POST', '/app-auth/consent/{uid}/approve'],
  ['POST', '/app-auth/consent/{uid}/refuse'],
  ['GET', '/app/entitlement'],
  ['GET', '/app/blacklist'],
  ['POST', '/app/usage'],
  ['POST', '/account/delete'],
  ['POST', '/account/keep'],
  ['GET', '/subscriptions/billing-info'],
  ['POST', '/subscriptions/payment-method/setup'],
  ['POST', '/subscriptions/payment-method'],
  ['POST', '/subscriptions/pay-invoice'],
  ['POST', '/subscriptions/resume'],
  ['GET', '/admin/given-up-mails'],
  ['GET', '/admin/open-invoices'],
  ['GET', '/admin/access'],
  ['POST', '/admin/open-invoices/mark-paid'],
  ['POST', '/admin/open-invoices/approve'],
  ['POST', '/licenses/accept-invitation'],
  ['POST', '/licenses/decline-invitation'],
  ['GET', '/practice'],
  ['POST', '/practice/roles'],
  ['POST', '/practice/ownership/offer'],
  ['POST', '/practice/ownership/answer'],
  ['POST', '/licenses/reassign'],
  ['GET', '/audit-log'],
  ['GET', '/audit-log/csv'],
  ['GET', '/audit-log/json'],
  ['GET', '/practice/audit-log'],
  ['GET', '/practice/audit-log/csv'],
  ['GET', '/practice/audit-log/json'],
  ['GET', '/admin/audit-log'],
  ['GET', '/admin/audit-log/csv'],
  ['GET', '/admin/audit-log/json'],
  ['POST', '/admin/audit-log/verify'],
  ['POST', '/authentication/sso'],
  ['GET', '/sso/start'],
  ['POST', '/authentication/sso/complete'],
  ['GET', '/practice/sso'],
  ['POST', '/practice/sso/domains'],
  ['POST', '/practice/sso/domains/prove'],
  ['POST', '/practice/sso/domains/remove'],
  ['POST', '/practice/sso/oidc'],
  ['POST', '/practice/sso/saml'],
  ['POST', '/practice/sso/connection/remove'],
  ['POST', '/practice/sso/test'],
  ['POST', '/practice/sso/enforcement'],
  ['POST', '/practice/scim/token'],
  ['POST', '/practice/scim/token/revoke'],
  ['POST', '/authentication/passkey/options'],
  ['POST', '/authentication/passkey'],
  ['POST', '/authentication/signin-passkey-setup/options'],
  ['POST', '/authentication/signin-passkey-setup'],
  ['GET', '/account/passkeys'],
  ['POST', '/account/passkeys/options'],
  ['POST', '/account/passkeys'],
  ['POST', '/account/passkeys/rename'],
  ['POST', '/account/passkeys/remove'],
  ['POST', '/account/passkeys/practice'],
] as const;

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
