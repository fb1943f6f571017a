import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { scimCall, scimPractice } from './scim-practice.js';

/** docs/sso.md#scim-token and #scim: who may call the service, and what it refuses. */
let h: PaymentsHarness;
let practice: Awaited<ReturnType<typeof scimPractice>>;
beforeAll(async () => {
  h = await startPaymentsHarness();
  practice = await scimPractice(h, 'praxis-token.ch', 3);
});
afterAll(() => h.close());

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

describe('the SCIM token', () => {
  it('is long, random and shown once: kept as its SHA-256 only', async () => {
    expect(practice.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const { rows } = await h.db.query<{ token_hash: string }>(
      'select token_hash from scim_tokens where subscription_id = $1',
      [practice.subscriptionId],
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(practice.token);
  });

  it('a wrong or missing token is refused 401 as a SCIM error', async () => {
    for (const token of [null, 'not-the-token-of-anyone-at-all-xxxxxxxxxxxxx', `${practice.token}x`]) {
      const response = await scimCall(h, token, 'GET', '/Users');
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ schemas: [ERROR], status: '401' });
    }
  });

  it('notes its last use', async () => {
    expect((await scimCall(h, practice.token, 'GET', '/Users')).statusCode).toBe(200);
    const { rows } = await h.db.query<{ used: boolean }>(
      'select last_used_at is not null as used from scim_tokens where subscription_id = $1',
      [practice.subscriptionId],
    );
    expect(rows[0]?.used).toBe(true);
  });

  it('a new token replaces the former at once; revoking stops provisioning', async () => {
    const former = practice.token;
    const created = await h.call('POST', '/practice/scim/token', practice.owner.token);
    expect(created.statusCode).toBe(200);
    const current = created.json().token as string;
    expect((await scimCall(h, former, 'GET', '/Users')).statusCode).toBe(401);
    expect((await scimCall(h, current, 'GET', '/Users')).statusCode).toBe(200);
    const revoked = await h.call('POST', '/practice/scim/token/revoke', practice.owner.token);
    expect(revoked.statusCode).toBe(200);
    expect((await scimCall(h, current, 'GET', '/Users')).statusCode).toBe(401);
    practice.token = (await h.call('POST', '/practice/scim/token', practice.owner.token)).json().token;
  });

  it('needs an Enterprise practice: no_active_subscription for an account without one', async () => {
    const someone = await h.customer('solo@praxis-token.ch');
    const response = await h.call('POST', '/practice/scim/token', someone.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('no_active_subscription');
  });
});

describe('what the service refuses', () => {
  it('a userName outside the proven domains, or not an address: 400 invalidValue', async () => {
    for (const userName of [
      'anna@gmail.com',
      'anna@sub.praxis-token.ch',
      'Test_User_00aa00aa-bb11-cc22-dd33-44ee44ee44ee',
    ]) {
      const response = await scimCall(h, practice.token, 'POST', '/Users', { schemas: [USER], userName });
      expect(response.statusCode, userName).toBe(400);
      expect(response.json()).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidValue' });
    }
    const { rows } = await h.db.query("select 1 from users where email like 'anna@%'");
    expect(rows).toEqual([]);
  });

  it('a filter it cannot read: 400 invalidFilter', async () => {
    for (const filter of [
      'userName eq',
      'userName xx "a"',
      '((',
      '"a"',
      'password eq "x"',
      'userName eq "x',
    ]) {
      const response = await scimCall(
        h,
        practice.token,
        'GET',
        `/Users?filter=${encodeURIComponent(filter)}`,
      );
      expect(response.statusCode, filter).toBe(400);
      expect(response.json(), filter).toMatchObject({ schemas: [ERROR], scimType: 'invalidFilter' });
    }
  });

  it('pages the list with startIndex and count', async () => {
    for (const name of ['p1', 'p2', 'p3'])
      await scimCall(h, practice.token, 'POST', '/Users', {
        schemas: [USER],
        userName: `${name}@praxis-token.ch`,
      });
    const page = (await scimCall(h, practice.token, 'GET', '/Users?startIndex=2&count=1')).json();
    expect(page).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
    expect(page.Resources.map((user: { userName: string }) => user.userName)).toEqual(['p2@praxis-token.ch']);
  });

  const junk = fc.oneof(
    fc.json(),
    fc.string(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .record(
        {
          schemas: fc.oneof(fc.constant([USER]), fc.jsonValue()),
          userName: fc.oneof(fc.string(), fc.jsonValue(), fc.constant('x@praxis-token.ch')),
          active: fc.jsonValue(),
          name: fc.jsonValue(),
          emails: fc.jsonValue(),
          externalId: fc.jsonValue(),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  );
  const patchJunk = fc
    .record(
      {
        schemas: fc.oneof(fc.constant(['urn:ietf:params:scim:api:messages:2.0:PatchOp']), fc.jsonValue()),
        Operations: fc.oneof(
          fc.array(
            fc.record(
              {
                op: fc.oneof(fc.constantFrom('Replace', 'add', 'remove'), fc.string()),
                path: fc.oneof(
                  fc.constantFrom('active', 'userName', 'emails[type eq "work"].value', 'name.familyName'),
                  fc.string(),
                ),
                value: fc.jsonValue(),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 3 },
          ),
          fc.jsonValue(),
        ),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value));

  it('never answers 500 to junk bodies and filters (fast-check)', async () => {
    const target = (
      await scimCall(h, practice.token, 'POST', '/Users', {
        schemas: [USER],
        userName: 'target@praxis-token.ch',
      })
    ).json().id as string;
    await fc.assert(
      fc.asyncProperty(junk, patchJunk, fc.string(), async (body, patch, filter) => {
        const answers = [
          await scimCall(h, practice.token, 'POST', '/Users', body),
          await scimCall(h, practice.token, 'PUT', `/Users/${target}`, body),
          await scimCall(h, practice.token, 'PATCH', `/Users/${target}`, patch),
          await scimCall(h, practice.token, 'GET', `/Users?filter=${encodeURIComponent(filter)}`),
        ];
        for (const answer of answers) {
          expect(answer.statusCode, answer.body).toBeLessThan(500);
          if (answer.statusCode >= 400) expect(answer.json().schemas).toEqual([ERROR]);
        }
      }),
      { numRuns: 60, seed: 42 },
    );
  }, 120_000);
});
