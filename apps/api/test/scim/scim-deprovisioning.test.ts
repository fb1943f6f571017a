import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { appSignIn } from '../helpers/app-auth-flow.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { scimCall, scimPractice } from './scim-practice.js';

/**
 * docs/sso.md#deprovisioning: `active: false` (PATCH or PUT) or DELETE ends her sessions and her
 * Windows app's tokens and frees her seat within 60 s. Each test measures, from the SCIM call, when
 * her signed-in session is refused, when her app's call is refused, and when the owner's
 * subscription (the account page's preview of it) no longer lists her seat, and prints it.
 */
let h: PaymentsHarness;
let practice: Awaited<ReturnType<typeof scimPractice>>;
let base: string;
beforeAll(async () => {
  h = await startPaymentsHarness();
  practice = await scimPractice(h, 'klinik-scim.ch', 5);
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h.close());

const LIMIT_MS = 60_000;

/** A provisioned colleague signed in on the site and in the Windows app. */
async function signedInColleague(email: string) {
  const created = await scimCall(h, practice.token, 'POST', '/Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: email,
    active: true,
    name: { givenName: 'Lea', familyName: 'Meier' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { rows } = await h.db.query<{ id: string }>('select id from users where email = $1', [email]);
  const session = await createSession(h.db, rows[0]?.id as string);
  const app = (await appSignIn(base, session)).access_token;
  const sessionCall = () => h.call('GET', '/subscriptions/subscription-info', session);
  const appCall = () =>
    h.app.inject({
      method: 'GET',
      url: '/api/app/blacklist?lang=de',
      headers: { authorization: `Bearer ${app}` },
    });
  expect((await sessionCall()).statusCode).toBe(200);
  expect((await appCall()).statusCode).toBe(200);
  expect(await practice.seatHolders()).toContain(email);
  return { id: created.json().id as string, sessionCall, appCall };
}

/** Waits (polling) until `done` holds; the milliseconds since `start`. */
async function measured(start: number, done: () => Promise<boolean>): Promise<number> {
  while (!(await done())) {
    if (performance.now() - start > LIMIT_MS) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Math.round(performance.now() - start);
}

async function expectDeprovisionedWithin(
  label: string,
  email: string,
  colleague: Awaited<ReturnType<typeof signedInColleague>>,
  call: () => Promise<{ statusCode: number; body: string }>,
  status: number,
) {
  const start = performance.now();
  const answer = await call();
  expect(answer.statusCode, answer.body).toBe(status);
  const sessionRefused = await measured(
    start,
    async () => (await colleague.sessionCall()).statusCode === 401,
  );
  const appRefused = await measured(start, async () => (await colleague.appCall()).statusCode === 401);
  const seatFree = await measured(start, async () => !(await practice.seatHolders()).includes(email));
  console.info(
    `SCIM ${label}: session refused after ${sessionRefused} ms, app token refused after ${appRefused} ms, seat free in the subscription after ${seatFree} ms`,
  );
  expect(sessionRefused).toBeLessThan(LIMIT_MS);
  expect(appRefused).toBeLessThan(LIMIT_MS);
  expect(seatFree).toBeLessThan(LIMIT_MS);
}

describe('deprovisioning ends her sessions and app tokens and frees her seat within 60 s', () => {
  it('PATCH active false', async () => {
    const email = 'lea.patch@klinik-scim.ch';
    const colleague = await signedInColleague(email);
    await expectDeprovisionedWithin(
      'PATCH active false',
      email,
      colleague,
      () =>
        scimCall(h, practice.token, 'PATCH', `/Users/${colleague.id}`, {
          schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
          Operations: [{ op: 'Replace', path: 'active', value: false }],
        }),
      200,
    );
  });

  it('PUT active false', async () => {
    const email = 'lea.put@klinik-scim.ch';
    const colleague = await signedInColleague(email);
    await expectDeprovisionedWithin(
      'PUT active false',
      email,
      colleague,
      () =>
        scimCall(h, practice.token, 'PUT', `/Users/${colleague.id}`, {
          schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
          userName: email,
          active: false,
        }),
      200,
    );
  });

  it('DELETE', async () => {
    const email = 'lea.delete@klinik-scim.ch';
    const colleague = await signedInColleague(email);
    await expectDeprovisionedWithin(
      'DELETE',
      email,
      colleague,
      () => scimCall(h, practice.token, 'DELETE', `/Users/${colleague.id}`),
      204,
    );
    // Her account stays hers (docs/sso.md#deprovisioning).
    const { rows } = await h.db.query('select 1 from users where email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it("refuses to deactivate the practice's owner (her break-glass account): 400 mutability", async () => {
    const created = await scimCall(h, practice.token, 'POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'owner@klinik-scim.ch',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()['urn:ietf:params:scim:schemas:extension:dictation:2.0:User']).toEqual({
      licence: 'held',
    });
    const off = await scimCall(h, practice.token, 'PATCH', `/Users/${created.json().id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: false }],
    });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ scimType: 'mutability' });
    expect((await h.call('GET', '/subscriptions/subscription-info', practice.owner.token)).statusCode).toBe(
      200,
    );
  });
});
