import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { scimCall, scimPractice } from './scim-practice.js';

/**
 * docs/sso.md#scim: the requests Microsoft Entra's provisioning service sends, replayed with the
 * bodies Microsoft documents ("Tutorial: Develop and plan provisioning for a SCIM endpoint in
 * Microsoft Entra ID", its SCIM protocol requests and responses) and its headers (a bearer token,
 * application/scim+json). One change to the documented bodies: the userName there
 * (`Test_User_<guid>`) is not an address, and ours must be one of a proven domain; here it is that
 * name at the domain the practice proved (`testuser.com`, the documented e-mails' domain).
 */
let h: PaymentsHarness;
let token: string;
let seatHolders: () => Promise<string[]>;
beforeAll(async () => {
  h = await startPaymentsHarness();
  ({ token, seatHolders } = await scimPractice(h, 'testuser.com'));
});
afterAll(() => h.close());

const USER_NAME = 'test_user_00aa00aa-bb11-cc22-dd33-44ee44ee44ee@testuser.com';
const CREATE_USER = {
  schemas: [
    'urn:ietf:params:scim:schemas:core:2.0:User',
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  ],
  externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
  userName: USER_NAME,
  active: true,
  emails: [
    { primary: true, type: 'work', value: 'Test_User_11bb11bb-cc22-dd33-ee44-55ff55ff55ff@testuser.com' },
  ],
  meta: { resourceType: 'User' },
  name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
  roles: [],
};
const LICENCE = 'urn:ietf:params:scim:schemas:extension:dictation:2.0:User';

describe("Microsoft Entra's documented request sequence", () => {
  let id: string;

  it('Create User: 201, the user as sent, the licence assigned', async () => {
    const response = await scimCall(h, token, 'POST', '/Users', CREATE_USER);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
    const user = response.json();
    id = user.id;
    expect(response.headers.location).toMatch(new RegExp(`/api/scim/v2/Users/${id}$`));
    expect(user).toMatchObject({
      schemas: expect.arrayContaining(['urn:ietf:params:scim:schemas:core:2.0:User']),
      externalId: CREATE_USER.externalId,
      userName: USER_NAME,
      active: true,
      name: CREATE_USER.name,
      emails: CREATE_USER.emails,
      meta: { resourceType: 'User' },
      [LICENCE]: { licence: 'assigned' },
    });
    expect(await seatHolders()).toContain(USER_NAME);
  });

  it('the same Create User again: 409 uniqueness', async () => {
    const response = await scimCall(h, token, 'POST', '/Users', CREATE_USER);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
    });
  });

  it('Get User, and an unknown id 404 as a SCIM error', async () => {
    const found = await scimCall(h, token, 'GET', `/Users/${id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id, userName: USER_NAME, active: true });
    const missing = await scimCall(h, token, 'GET', '/Users/5171a35d82074e068ce2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '404',
    });
  });

  it('Get User by query: a ListResponse of one', async () => {
    const response = await scimCall(
      h,
      token,
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${USER_NAME}"`)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 1,
      startIndex: 1,
      Resources: [{ id, userName: USER_NAME }],
    });
    const byExternal = await scimCall(
      h,
      token,
      'GET',
      `/Users?filter=${encodeURIComponent(`externalId eq "${CREATE_USER.externalId}"`)}`,
    );
    expect(byExternal.json()).toMatchObject({ totalResults: 1, Resources: [{ id }] });
  });

  it('Get User by query - Zero results: an empty ListResponse', async () => {
    const response = await scimCall(
      h,
      token,
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "non-existent user"')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 0,
      Resources: [],
    });
  });

  it('Update User [Multi-valued properties]: the work e-mail and the family name replaced', async () => {
    const response = await scimCall(h, token, 'PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      userName: USER_NAME,
      name: { familyName: 'updatedFamilyName', givenName: 'givenName' },
      emails: [{ value: 'updatedEmail@microsoft.com', type: 'work', primary: true }],
      active: true,
    });
  });

  it('Replace without a path (displayName, externalId) and of userName with the same address', async () => {
    const response = await scimCall(h, token, 'PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        {
          op: 'Replace',
          value: { displayName: 'Given Family', externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef' },
        },
        { op: 'Replace', path: 'userName', value: USER_NAME.toUpperCase() },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, displayName: 'Given Family', userName: USER_NAME });
  });

  it('Update User [Single-valued properties] to another address: 400 mutability (the account keeps hers)', async () => {
    const response = await scimCall(h, token, 'PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        { op: 'Replace', path: 'userName', value: '5b50642d-79fc-4410-9e90-4c077cdd1a59@testuser.com' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ scimType: 'mutability' });
  });

  it('Disable User: active false frees her seat', async () => {
    const response = await scimCall(h, token, 'PATCH', `/Users/${id}`, {
      Operations: [{ op: 'Replace', path: 'active', value: false }],
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, active: false, [LICENCE]: { licence: 'removed' } });
    expect(await seatHolders()).not.toContain(USER_NAME);
  });

  it('active as the string "True" (as Entra has sent it), without a path: her licence back', async () => {
    const response = await scimCall(h, token, 'PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', value: { active: 'True' } }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ active: true, [LICENCE]: { licence: 'assigned' } });
    expect(await seatHolders()).toContain(USER_NAME);
    const off = await scimCall(h, token, 'PATCH', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    expect(await seatHolders()).not.toContain(USER_NAME);
  });

  it('PUT with active as the string "True", as a whole User: her licence back', async () => {
    const response = await scimCall(h, token, 'PUT', `/Users/${id}`, { ...CREATE_USER, active: 'True' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, active: true, [LICENCE]: { licence: 'assigned' } });
    expect(await seatHolders()).toContain(USER_NAME);
  });

  it('Delete User: 204, then 404', async () => {
    const response = await scimCall(h, token, 'DELETE', `/Users/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await scimCall(h, token, 'GET', `/Users/${id}`)).statusCode).toBe(404);
  });
});

describe('the service describes itself', () => {
  it('ServiceProviderConfig: PATCH and filter supported, bulk not; the bearer token', async () => {
    const response = await scimCall(h, token, 'GET', '/ServiceProviderConfig');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
      authenticationSchemes: [{ type: 'oauthbearertoken' }],
    });
  });

  it('ResourceTypes: User alone, with our licence extension; Groups not supported (404)', async () => {
    const response = await scimCall(h, token, 'GET', '/ResourceTypes');
    expect(response.statusCode).toBe(200);
    const types = response.json().Resources as Array<{
      name: string;
      schemaExtensions: Array<{ schema: string }>;
    }>;
    expect(types.map((type) => type.name)).toEqual(['User']);
    expect(types[0]?.schemaExtensions.map((extension) => extension.schema)).toContain(LICENCE);
    const groups = await scimCall(
      h,
      token,
      'GET',
      '/Groups?excludedAttributes=members&filter=displayName eq "displayName"',
    );
    expect(groups.statusCode).toBe(404);
    expect(groups.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '404',
    });
    for (const path of ['/ResourceTypes/Group', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:Group'])
      expect((await scimCall(h, token, 'GET', path)).statusCode, path).toBe(404);
    expect((await scimCall(h, token, 'GET', '/ResourceTypes/User')).json()).toMatchObject({ name: 'User' });
  });

  it('Schemas: a ListResponse holding the User and our extension', async () => {
    const response = await scimCall(h, token, 'GET', '/Schemas');
    expect(response.statusCode).toBe(200);
    const ids = (response.json().Resources as Array<{ id: string }>).map((schema) => schema.id);
    expect(ids).toEqual(expect.arrayContaining(['urn:ietf:params:scim:schemas:core:2.0:User', LICENCE]));
  });
});
