import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anonymiseDueAccounts } from '../../src/account-data/anonymisation-worker.js';
import type { Database } from '../../src/db/database.js';
import { appSignIn, listening, postForm } from '../helpers/app-auth-flow.js';
import { clientCalls } from '../helpers/authentication-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { twoFactorCalls } from '../helpers/two-factor-calls.js';
import { confirmedUser, enterpriseWithColleague } from '../helpers/users.js';

/**
 * docs/accounts.md#ways-in-end: every door that ends a user's ways in ends her app sign-ins too
 * (docs/desktop-app.md#devices): the app's next call is 401, its refresh token invalid_grant.
 */

let db: Database;
let app: FastifyInstance;
let base = '';
useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
beforeAll(async () => {
  base = await listening(app);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const { call, sessionOf, setUpTwoFactor } = twoFactorCalls(() => ({ app, db }));
const links = clientCalls(() => ({ app, db }));
const DAY_MS = 24 * 60 * 60 * 1000;

type AppTokens = Awaited<ReturnType<typeof appSignIn>>;

const appCall = (tokens: AppTokens) =>
  app.inject({
    method: 'GET',
    url: '/api/app/blacklist?lang=de',
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });

/** The app signed in with the account of `session`, and working. */
async function signedInApp(session: string): Promise<AppTokens> {
  const tokens = await appSignIn(base, session, { device_name: 'PC-Sprechstunde' });
  expect((await appCall(tokens)).statusCode).toBe(200);
  return tokens;
}

/** The app is out: its access token refused, its refresh token too. */
async function expectEnded(tokens: AppTokens): Promise<void> {
  const next = await appCall(tokens);
  expect(next.statusCode).toBe(401);
  expect(next.json().code).toBe('unauthorized');
  const refreshed = await postForm(base, '/oauth/token', {
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
  });
  expect(refreshed.status).toBe(400);
  expect(refreshed.body.error).toBe('invalid_grant');
}

async function resetPassword(email: string, newPassword: string): Promise<void> {
  expect((await links.post('forgot-password', { email, lang: 'en' })).statusCode).toBe(200);
  const token = await links.tokenOf(email, 'password_reset');
  expect((await links.post('reset-password', { token, newPassword })).statusCode).toBe(200);
}

describe('every door that ends the ways in ends the app sign-ins', () => {
  it('"sign out everywhere else" ends the app, keeps this browser, and counts the app', async () => {
    await confirmedUser(db, 'app-everywhere@praxis.ch');
    const here = await sessionOf('app-everywhere@praxis.ch');
    const tokens = await signedInApp(here);

    const out = await call('POST', '/account/sessions/revoke-others', { token: here });
    expect(out.statusCode).toBe(200);
    expect(out.json().revoked).toBe(1);

    await expectEnded(tokens);
    expect((await call('GET', '/users/me', { token: here })).statusCode).toBe(200);
  });

  it('a password reset ends the app', async () => {
    await confirmedUser(db, 'app-reset@praxis.ch');
    const tokens = await signedInApp(await sessionOf('app-reset@praxis.ch'));

    await resetPassword('app-reset@praxis.ch', 'brand-new-secret-4');

    await expectEnded(tokens);
  });

  it('a request to delete the account ends the app', async () => {
    await confirmedUser(db, 'app-leaving@praxis.ch');
    const session = await sessionOf('app-leaving@praxis.ch');
    const tokens = await signedInApp(session);

    const deletion = await call('POST', '/account/delete', {
      token: session,
      payload: { password: 'owner-secret-1' },
    });
    expect(deletion.statusCode).toBe(200);

    await expectEnded(tokens);
  });

  it('the anonymisation ends an app signed in during the grace period', async () => {
    await confirmedUser(db, 'app-anonymised@praxis.ch');
    const first = await sessionOf('app-anonymised@praxis.ch');
    const deletion = await call('POST', '/account/delete', {
      token: first,
      payload: { password: 'owner-secret-1' },
    });
    expect(deletion.statusCode).toBe(200);
    // Signing in during the 30 days is allowed (to keep the account), and so is the app's sign-in.
    const tokens = await signedInApp(await sessionOf('app-anonymised@praxis.ch'));

    await anonymiseDueAccounts({ db, stripe: null }, new Date(Date.now() + 31 * DAY_MS));

    await expectEnded(tokens);
    const { rows } = await db.query(
      `select 1 from app_devices d join users u on u.id = d.user_id where u.email like 'deleted-%'`,
    );
    expect(rows).toEqual([]);
  });

  it("an owner requiring two-factor sign-in ends her colleagues' apps signed in without it, not hers", async () => {
    await enterpriseWithColleague(db, 'app-boss@praxis.ch', 'app-colleague@praxis.ch');
    const boss = await sessionOf('app-boss@praxis.ch');
    const bossApp = await signedInApp(boss);
    const colleagueApp = await signedInApp(await sessionOf('app-colleague@praxis.ch'));

    const required = await call('POST', '/account/two-factor/colleagues', {
      token: boss,
      payload: { required: true },
    });
    expect(required.statusCode).toBe(200);

    await expectEnded(colleagueApp);
    expect((await appCall(bossApp)).statusCode).toBe(200);
  });

  it("keeps a colleague's app approved in a session opened with her second factor", async () => {
    await enterpriseWithColleague(db, 'app-boss-2@praxis.ch', 'app-colleague-2@praxis.ch');
    const colleague = await sessionOf('app-colleague-2@praxis.ch');
    // Setting it up proves her second factor in this session (docs/accounts.md#second-factor-session).
    await setUpTwoFactor(colleague);
    const colleagueApp = await signedInApp(colleague);

    const boss = await sessionOf('app-boss-2@praxis.ch');
    expect(
      (await call('POST', '/account/two-factor/colleagues', { token: boss, payload: { required: true } }))
        .statusCode,
    ).toBe(200);

    expect((await appCall(colleagueApp)).statusCode).toBe(200);
  });
});
