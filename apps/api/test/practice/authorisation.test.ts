import {
  type Endpoint,
  type EndpointName,
  endpoints,
  PRACTICE_ACTIONS,
  type PracticeRole,
  rolesPermit,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';

/**
 * docs/licences.md#permissions: generated from the contracts' table and the permission matrix.
 * Every call naming an action, called by each person of one practice (built once): 403
 * `role_not_permitted` exactly when the matrix refuses her roles, never a 403 when it allows them.
 * The body is left out: the check comes before the request is parsed, so an allowed call answers
 * whatever its own checks say (400 for a missing body), never 403.
 */
let h: PaymentsHarness;
const { enterpriseOwner, memberWith } = practiceCalls(() => h);

const PEOPLE = {
  owner: ['owner', 'member'],
  member: ['member'],
  admin: ['admin', 'member'],
  billing: ['billing', 'member'],
  'admin+billing': ['admin', 'billing', 'member'],
} as const satisfies Record<string, readonly PracticeRole[]>;
type Person = keyof typeof PEOPLE;
const tokens = {} as Record<Person, string>;

beforeAll(async () => {
  h = await startPaymentsHarness();
  const owner = await enterpriseOwner('authorisation-owner@praxis.ch', 6);
  tokens.owner = owner.token;
  tokens.member = (
    await memberWith(owner, 'authorisation-member@praxis.ch', { admin: false, billing: false })
  ).token;
  tokens.admin = (
    await memberWith(owner, 'authorisation-admin@praxis.ch', { admin: true, billing: false })
  ).token;
  tokens.billing = (
    await memberWith(owner, 'authorisation-billing@praxis.ch', { admin: false, billing: true })
  ).token;
  tokens['admin+billing'] = (
    await memberWith(owner, 'authorisation-both@praxis.ch', { admin: true, billing: true })
  ).token;
});
afterAll(() => h.close());

const ROWS = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
  const { permission }: Endpoint = endpoints[name];
  return permission ? [{ name, action: permission }] : [];
});
const CASES = ROWS.flatMap(({ name, action }) =>
  (Object.keys(PEOPLE) as Person[]).map((person) => ({
    name,
    action,
    person,
    allowed: rolesPermit(PEOPLE[person], action),
  })),
);

/** The call's path with any parameter filled in with a well-formed id. */
const pathOf = (name: EndpointName) =>
  endpoints[name].path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

describe('the permission matrix, call by call and role by role (docs/licences.md#permissions)', () => {
  it('covers every action of the matrix', () => {
    expect(new Set(ROWS.map((row) => row.action))).toEqual(new Set(PRACTICE_ACTIONS));
    expect(CASES.length).toBe(ROWS.length * 5);
  });

  it.each(CASES)('$name ($action) as $person: allowed $allowed', async ({ name, person, allowed }) => {
    const method = endpoints[name].method as 'GET' | 'POST' | 'DELETE';
    const response = await h.call(method, pathOf(name), tokens[person]);
    if (allowed) expect(response.statusCode, response.body).not.toBe(403);
    else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'role_not_permitted' });
    }
  });
});
