import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { codeAt } from '../../src/two-factor/totp.js';
import { clientCalls, STRANGER } from '../helpers/authentication-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { twoFactorCalls } from '../helpers/two-factor-calls.js';
import { confirmedUser, enterpriseWithColleague as withColleague } from '../helpers/users.js';

/** docs/accounts.md#ways-in-end: every way into an account ends together. */

let db: Database;
let app: FastifyInstance;
useTestApp({ publicUrl: 'https://dictation.example.ch' }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const { call, signIn, sessionOf, withTwoFactor, challengeOf, secondStep } = twoFactorCalls(() => ({
  app,
  db,
}));
const links = clientCalls(() => ({ app, db }));

const enterpriseWithColleague = (owner: string, colleague: string) => withColleague(db, owner, colleague);

const requireOfColleagues = (bossToken: string) =>
  call('POST', '/account/two-factor/colleagues', { token: bossToken, payload: { required: true } });

async function resetPassword(email: string, newPassword: string): Promise<void> {
  expect((await links.post('forgot-password', { email, lang: 'en' })).statusCode).toBe(200);
  const token = await links.tokenOf(email, 'password_reset');
  expect((await links.post('reset-password', { token, newPassword })).statusCode).toBe(200);
}

async function signInLinkOf(email: string): Promise<string> {
  expect((await links.post('signin-link', { email, lang: 'en' })).statusCode).toBe(200);
  return links.tokenOf(email, 'signin_link');
}

const pendingEnrolments = async (email: string): Promise<number> =>
  (
    await db.query<{ count: number }>(
      `select count(*)::int as count from two_factor t join users u on u.id = t.user_id
       where u.email = $1 and t.enabled_at is null`,
      [email],
    )
  ).rows[0]?.count ?? 0;

describe('every way in ends together', () => {
  it('a password reset ends the set-up challenge of a forced enrolment an attacker began', async () => {
    await enterpriseWithColleague('boss-reset@praxis.ch', 'anna-reset@praxis.ch');
    expect((await requireOfColleagues(await sessionOf('boss-reset@praxis.ch'))).statusCode).toBe(200);

    // Someone who learnt Anna's password signs in and begins the set-up with his own phone.
    const first = await signIn('anna-reset@praxis.ch', 'owner-secret-1', STRANGER);
    expect(first.json().step).toBe('setup');
    const { challenge } = first.json();
    const setup = await call('POST', '/authentication/signin-two-factor-setup', { payload: { challenge } });
    expect(setup.statusCode).toBe(200);

    await resetPassword('anna-reset@praxis.ch', 'anna-new-secret-2');

    const finish = await call('POST', '/authentication/signin-two-factor-setup-confirm', {
      payload: { challenge, code: codeAt(setup.json().secret) },
      client: STRANGER,
    });
    expect(finish.statusCode).toBe(400);
    expect(finish.json().code).toBe('invalid_or_expired_token');
    expect(await pendingEnrolments('anna-reset@praxis.ch')).toBe(0);
    // Anna sets it up herself at her next sign-in.
    expect((await signIn('anna-reset@praxis.ch', 'anna-new-secret-2')).json().step).toBe('setup');
  });

  it('a password reset ends the second-step challenge and the sign-in links', async () => {
    const { secret } = await withTwoFactor('reset-2fa@example.ch');
    const challenge = await challengeOf('reset-2fa@example.ch', STRANGER);
    const link = await signInLinkOf('reset-2fa@example.ch');

    await resetPassword('reset-2fa@example.ch', 'brand-new-secret-3');

    const code = await secondStep(challenge, codeAt(secret, Date.now() + 30_000), STRANGER);
    expect(code.statusCode).toBe(400);
    expect(code.json().code).toBe('invalid_or_expired_token');
    const withLink = await links.post('signin-with-link', { token: link }, STRANGER);
    expect(withLink.statusCode).toBe(400);
    expect(withLink.json().code).toBe('invalid_or_expired_token');
  });

  it('"sign out everywhere else" ends the challenges, the sign-in links and a pending enrolment', async () => {
    await confirmedUser(db, 'everywhere@example.ch');
    const stranger = await sessionOf('everywhere@example.ch');
    expect((await call('POST', '/account/two-factor/setup', { token: stranger })).statusCode).toBe(200);
    const link = await signInLinkOf('everywhere@example.ch');
    const owner = await sessionOf('everywhere@example.ch');

    const out = await call('POST', '/account/sessions/revoke-others', { token: owner });
    expect(out.statusCode).toBe(200);

    expect((await call('GET', '/users/me', { token: stranger })).statusCode).toBe(401);
    expect((await call('GET', '/users/me', { token: owner })).statusCode).toBe(200);
    expect(await pendingEnrolments('everywhere@example.ch')).toBe(0);
    expect((await links.post('signin-with-link', { token: link }, STRANGER)).statusCode).toBe(400);
  });

  it('"sign out everywhere else" ends a second-step challenge of someone who has the password', async () => {
    const { secret, token: owner } = await withTwoFactor('everywhere-2fa@example.ch');
    const challenge = await challengeOf('everywhere-2fa@example.ch', STRANGER);

    expect((await call('POST', '/account/sessions/revoke-others', { token: owner })).statusCode).toBe(200);

    const code = await secondStep(challenge, codeAt(secret, Date.now() + 30_000), STRANGER);
    expect(code.statusCode).toBe(400);
    expect(code.json().code).toBe('invalid_or_expired_token');
  });

  it('deleting the account ends the challenges and the sign-in links too', async () => {
    const { secret, token } = await withTwoFactor('leaving@example.ch');
    const challenge = await challengeOf('leaving@example.ch', STRANGER);
    const link = await signInLinkOf('leaving@example.ch');

    const deletion = await call('POST', '/account/delete', {
      token,
      payload: { password: 'owner-secret-1', code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(deletion.statusCode).toBe(200);

    expect((await secondStep(challenge, codeAt(secret, Date.now() + 60_000), STRANGER)).statusCode).toBe(400);
    expect((await links.post('signin-with-link', { token: link }, STRANGER)).statusCode).toBe(400);
  });
});
describe('requiring two-factor sign-in of colleagues', () => {
  it('ends the sessions colleagues opened without it; they sign in again and set it up', async () => {
    await enterpriseWithColleague('boss-now@praxis.ch', 'carla-now@praxis.ch');
    const boss = await sessionOf('boss-now@praxis.ch');
    const carla = await sessionOf('carla-now@praxis.ch');
    expect((await call('GET', '/users/me', { token: carla })).statusCode).toBe(200);

    expect((await requireOfColleagues(boss)).statusCode).toBe(200);

    expect((await call('GET', '/users/me', { token: carla })).statusCode).toBe(401);
    // The owner herself is not one of her colleagues: she stays signed in.
    expect((await call('GET', '/users/me', { token: boss })).statusCode).toBe(200);
    expect((await signIn('carla-now@praxis.ch')).json().step).toBe('setup');
  });

  it('keeps the sessions a colleague opened with her code', async () => {
    await enterpriseWithColleague('boss-kept@praxis.ch', 'dora-kept@praxis.ch');
    const { secret } = await withTwoFactorOn('dora-kept@praxis.ch');
    const boss = await sessionOf('boss-kept@praxis.ch');
    const challenge = await challengeOf('dora-kept@praxis.ch');
    const second = await secondStep(challenge, codeAt(secret, Date.now() + 30_000));
    expect(second.statusCode).toBe(200);
    const dora = second.json().token;

    expect((await requireOfColleagues(boss)).statusCode).toBe(200);

    expect((await call('GET', '/users/me', { token: dora })).statusCode).toBe(200);
  });
});

/** Two-factor sign-in turned on from the account page of an existing account. */
async function withTwoFactorOn(email: string): Promise<{ secret: string }> {
  const token = await sessionOf(email);
  const setup = await call('POST', '/account/two-factor/setup', { token });
  const { secret } = setup.json();
  expect(
    (await call('POST', '/account/two-factor/confirm', { token, payload: { code: codeAt(secret) } }))
      .statusCode,
  ).toBe(200);
  return { secret };
}
