import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { codeAt } from '../../src/two-factor/totp.js';
import { useTestApp } from '../helpers/test-app.js';
import { twoFactorCalls } from '../helpers/two-factor-calls.js';
import { confirmedUser, enterpriseWithColleague as withColleague } from '../helpers/users.js';

/**
 * docs/accounts.md#colleagues-two-factor: an Enterprise owner requiring two-factor sign-in of her colleagues.
 */

let db: Database;
let app: FastifyInstance;
useTestApp({ publicUrl: 'https://dictation.example.ch' }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const { call, signIn, sessionOf } = twoFactorCalls(() => ({ app, db }));

describe('an Enterprise owner requiring it of her colleagues', () => {
  const enterpriseWithColleague = (owner: string, colleague: string) => withColleague(db, owner, colleague);

  it('sends the colleague through the set-up at her next sign-in, before any session', async () => {
    await enterpriseWithColleague('boss@praxis.ch', 'colleague@praxis.ch');
    const boss = await sessionOf('boss@praxis.ch');
    expect((await call('GET', '/account/settings', { token: boss })).json().colleaguesTwoFactorRequired).toBe(
      false,
    );
    const require = await call('POST', '/account/two-factor/colleagues', {
      token: boss,
      payload: { required: true },
    });
    expect(require.statusCode).toBe(200);

    const first = await signIn('colleague@praxis.ch');
    expect(first.json()).toEqual({ challenge: expect.any(String), step: 'setup' });
    const { challenge } = first.json();
    const setup = await call('POST', '/authentication/signin-two-factor-setup', { payload: { challenge } });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const wrong = await call('POST', '/authentication/signin-two-factor-setup-confirm', {
      payload: { challenge, code: '000000' },
    });
    // docs/accounts.md#two-factor-setup-code: no recovery codes exist yet to be named.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_two_factor_setup_code');
    const done = await call('POST', '/authentication/signin-two-factor-setup-confirm', {
      payload: { challenge, code: codeAt(secret) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().recoveryCodes).toHaveLength(10);
    const token = done.json().token;
    expect((await call('GET', '/account/settings', { token })).json().twoFactor).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredByOwner: true,
    });
    // She cannot turn it off while it is required, and her next sign-in asks for a code.
    const off = await call('POST', '/account/two-factor/disable', {
      token,
      payload: { password: 'owner-secret-1' },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('two_factor_required');
    expect((await signIn('colleague@praxis.ch')).json().step).toBe('code');
  });

  /** docs/accounts.md#second-factor-session */
  it('keeps the session in which a colleague set it up, not one in which she turned it off again', async () => {
    await enterpriseWithColleague('boss-set@praxis.ch', 'eva-set@praxis.ch');
    await enterpriseWithColleague('boss-off@praxis.ch', 'fay-off@praxis.ch');
    const setUpIn = async (token: string) => {
      const { secret } = (await call('POST', '/account/two-factor/setup', { token })).json();
      const confirm = await call('POST', '/account/two-factor/confirm', {
        token,
        payload: { code: codeAt(secret) },
      });
      expect(confirm.statusCode).toBe(200);
    };
    const eva = await sessionOf('eva-set@praxis.ch');
    await setUpIn(eva);
    const fay = await sessionOf('fay-off@praxis.ch');
    await setUpIn(fay);
    const off = await call('POST', '/account/two-factor/disable', {
      token: fay,
      payload: { password: 'owner-secret-1' },
    });
    expect(off.statusCode).toBe(200);

    for (const owner of ['boss-set@praxis.ch', 'boss-off@praxis.ch']) {
      const token = await sessionOf(owner);
      const require = await call('POST', '/account/two-factor/colleagues', {
        token,
        payload: { required: true },
      });
      expect(require.statusCode).toBe(200);
    }

    expect((await call('GET', '/users/me', { token: eva })).statusCode).toBe(200);
    expect((await call('GET', '/users/me', { token: fay })).statusCode).toBe(401);
  });

  it('is for owners (and admins) of a serving Enterprise plan only', async () => {
    await enterpriseWithColleague('owner2@praxis.ch', 'colleague2@praxis.ch');
    const colleague = await sessionOf('colleague2@praxis.ch');
    const byColleague = await call('POST', '/account/two-factor/colleagues', {
      token: colleague,
      payload: { required: true },
    });
    // docs/licences.md#permissions: a colleague without the admin role may not (an admin may).
    expect(byColleague.statusCode).toBe(403);
    expect(byColleague.json().code).toBe('role_not_permitted');
    await confirmedUser(db, 'solo@praxis.ch');
    const solo = await sessionOf('solo@praxis.ch');
    const bySolo = await call('POST', '/account/two-factor/colleagues', {
      token: solo,
      payload: { required: true },
    });
    expect(bySolo.json().code).toBe('no_active_subscription');
    expect(
      (await call('GET', '/account/settings', { token: solo })).json().colleaguesTwoFactorRequired,
    ).toBeNull();
    const junk = await call('POST', '/account/two-factor/colleagues', {
      token: solo,
      payload: { required: 'yes' },
    });
    expect(junk.statusCode).toBe(400);
  });
});
