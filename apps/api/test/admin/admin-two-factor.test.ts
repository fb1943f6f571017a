import { ENDPOINT_NAMES, type EndpointName, endpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { promoteAdmins } from '../../src/admin/promote-admins.js';
import type { Database } from '../../src/db/database.js';
import { codeAt } from '../../src/two-factor/totp.js';
import { errorBody } from '../helpers/admin-calls.js';
import { passkeyCalls } from '../helpers/passkey-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { twoFactorCalls } from '../helpers/two-factor-calls.js';
import { confirmedUser } from '../helpers/users.js';

/**
 * docs/admin.md#admin-two-factor (ASVS 5.0 L2 6.3.3): the admin calls need an admin whose account
 * has two-factor sign-in and whose session was opened with it (or in which she set it up). The
 * calls come from the contracts' table, so an admin call added later is held to the rule too.
 */
let db: Database;
let app: FastifyInstance;
useTestApp({}, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const { call, sessionOf, setUpTwoFactor, challengeOf, secondStep } = twoFactorCalls(() => ({ app, db }));
const { addPasskey, authenticator } = passkeyCalls(() => ({ app, db }));

const STEP_MS = 30_000;
const ADMIN_CALLS = ENDPOINT_NAMES.filter((name) => endpoints[name].auth === 'admin');
/** Those that only read: with the rule met they answer 200 whatever the database holds. */
const READING_CALLS = ADMIN_CALLS.filter((name) => endpoints[name].method === 'GET');

/** An admin call with an empty body where it takes one: the session is checked before the body. */
const adminCall = (name: EndpointName, token: string) => {
  const endpoint = endpoints[name];
  return app.inject({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(endpoint.request.location === 'body' ? { payload: {} } : {}),
  });
};

async function expectRefusedEverywhere(
  token: string,
  code: 'admin_needs_two_factor' | 'admin_needs_passkey' = 'admin_needs_two_factor',
) {
  for (const name of ADMIN_CALLS) {
    const answer = await adminCall(name, token);
    expect(answer.statusCode, name).toBe(403);
    expect(answer.json(), name).toEqual(errorBody(code));
  }
  // She stays signed in: the refusal asks her to set it up, it ends nothing.
  expect((await call('GET', '/users/me', { token })).statusCode).toBe(200);
}

async function expectLetIn(token: string) {
  for (const name of READING_CALLS) expect((await adminCall(name, token)).statusCode, name).toBe(200);
}

/**
 * docs/passkeys.md#admins: with two factors, her session still needs a passkey; the one she adds
 * in it lets her in there without signing in again.
 */
async function expectLetInOnceAPasskeyIsAdded(token: string) {
  await expectRefusedEverywhere(token, 'admin_needs_passkey');
  expect((await addPasskey(token, authenticator())).statusCode).toBe(200);
  await expectLetIn(token);
}

/** A confirmed account with the admin role, as ADMIN_EMAILS leaves it. */
async function confirmedAdmin(email: string): Promise<void> {
  await confirmedUser(db, email);
  expect(await promoteAdmins(db, [email])).toEqual([email]);
}

describe('the admin calls and two-factor sign-in (docs/admin.md#admin-two-factor)', () => {
  it('answers an admin without two-factor sign-in 403 admin_needs_two_factor on every admin call, signed in still', async () => {
    expect(ADMIN_CALLS.length).toBeGreaterThanOrEqual(8);
    await confirmedAdmin('first.admin@praxis.ch');
    await expectRefusedEverywhere(await sessionOf('first.admin@praxis.ch'));
  });

  it('lets her in, in the same session, once she has set it up: the first admin is never locked out', async () => {
    await confirmedAdmin('new.admin@praxis.ch');
    const token = await sessionOf('new.admin@praxis.ch');
    await setUpTwoFactor(token);
    await expectLetInOnceAPasskeyIsAdded(token);
  });

  it('refuses her other sessions opened with the password alone, until she signs in with a code', async () => {
    await confirmedAdmin('careful.admin@praxis.ch');
    const before = await sessionOf('careful.admin@praxis.ch');
    const { secret } = await setUpTwoFactor(await sessionOf('careful.admin@praxis.ch'));
    await expectRefusedEverywhere(before);

    const challenge = await challengeOf('careful.admin@praxis.ch');
    const signedIn = await secondStep(challenge, codeAt(secret, Date.now() + STEP_MS));
    expect(signedIn.statusCode).toBe(200);
    await expectLetInOnceAPasskeyIsAdded(signedIn.json().token);
  });

  it('refuses her again once she turns it off, in the session that had it', async () => {
    await confirmedAdmin('lapsed.admin@praxis.ch');
    const token = await sessionOf('lapsed.admin@praxis.ch');
    await setUpTwoFactor(token);
    const off = await call('POST', '/account/two-factor/disable', {
      token,
      payload: { password: 'owner-secret-1' },
    });
    expect(off.statusCode).toBe(200);
    await expectRefusedEverywhere(token);
  });

  it('still answers anyone who is no admin 403 forbidden, two-factor or not', async () => {
    await confirmedUser(db, 'doctor@praxis.ch');
    const token = await sessionOf('doctor@praxis.ch');
    await setUpTwoFactor(token);
    for (const name of ADMIN_CALLS) {
      const answer = await adminCall(name, token);
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json(), name).toEqual(errorBody('forbidden'));
    }
  });
});
