import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { endEveryWayIn } from '../../src/sessions/end-ways-in.js';
import { hashToken } from '../../src/sessions/session-tokens.js';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
import { codeAt } from '../../src/two-factor/totp.js';
import { outboxTo } from '../helpers/mail-outbox.js';
import { passkeyCalls, RP_ID } from '../helpers/passkey-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { twoFactorCalls } from '../helpers/two-factor-calls.js';
import { confirmedUser } from '../helpers/users.js';

/** docs/passkeys.md: adding, listing, renaming, removing, and signing in with a passkey. */

let db: Database;
let app: FastifyInstance;
useTestApp({}, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const { call, authenticator, addPasskey, signinOptions, signInWith } = passkeyCalls(() => ({ app, db }));
const { signIn, sessionOf, withTwoFactor } = twoFactorCalls(() => ({ app, db }));

async function failedSignIns(userId: string | null): Promise<Array<{ step: string; reason?: string }>> {
  const { rows } = await db.query<{ after: { step: string; reason?: string } }>(
    `select after from audit_log where kind = 'sign_in_failed'
       and subject_id is not distinct from $1 order by id`,
    [userId],
  );
  return rows.map((row) => row.after);
}

describe('a passkey of her account (docs/passkeys.md#register, #list, #remove)', () => {
  it('is added, listed, renamed and removed, and the answer names the ones left for the browser', async () => {
    await confirmedUser(db, 'anna@praxis.ch');
    const token = await sessionOf('anna@praxis.ch');
    const laptop = authenticator({ synced: true });
    const added = await addPasskey(token, laptop);
    expect(added.statusCode).toBe(200);
    expect(added.json().passkey).toEqual({
      id: expect.any(String),
      name: null,
      createdAt: expect.any(String),
      lastUsedAt: null,
      synced: true,
    });
    const key = authenticator();
    expect((await addPasskey(token, key, { name: 'YubiKey' })).statusCode).toBe(200);

    const list = await call('GET', '/account/passkeys', { token });
    expect(list.json()).toMatchObject({ required: false, passkeySession: true });
    expect(list.json().passkeys.map((passkey: { name: string | null }) => passkey.name)).toEqual([
      null,
      'YubiKey',
    ]);
    // docs/passkeys.md#register: the owner is told, with the browser as parsed (never the agent's text).
    const mails = (await outboxTo(db, 'anna@praxis.ch')).filter((mail) => mail.template === 'passkey_added');
    expect(mails).toHaveLength(2);

    const id = added.json().passkey.id;
    const renamed = await call('POST', '/account/passkeys/rename', {
      token,
      payload: { id, name: 'Laptop' },
    });
    expect(renamed.json().passkey.name).toBe('Laptop');

    const removed = await call('POST', '/account/passkeys/remove', { token, payload: { id } });
    expect(removed.statusCode).toBe(200);
    const handle = (await db.query<{ h: string }>('select webauthn_user_id as h from users')).rows[0]?.h;
    expect(removed.json().signal).toEqual({
      rpId: RP_ID,
      userId: handle,
      allAcceptedCredentialIds: [key.id],
    });
    expect(handle).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers not_found for another account's passkey, and changes nothing", async () => {
    await confirmedUser(db, 'owner@one.ch');
    await confirmedUser(db, 'other@two.ch');
    const owner = await sessionOf('owner@one.ch');
    const id = (await addPasskey(owner, authenticator())).json().passkey.id;
    const other = await sessionOf('other@two.ch');
    for (const [path, payload] of [
      ['/account/passkeys/rename', { id, name: 'Mine now' }],
      ['/account/passkeys/remove', { id }],
    ] as const) {
      const answer = await call('POST', path, { token: other, payload });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('not_found');
    }
    expect((await call('GET', '/account/passkeys', { token: owner })).json().passkeys).toHaveLength(1);
  });

  it("refuses a credential already stored (hers or anyone's) with already_exists", async () => {
    await confirmedUser(db, 'twice@praxis.ch');
    const token = await sessionOf('twice@praxis.ch');
    const options = await call('POST', '/account/passkeys/options', { token });
    const credential = authenticator().create(options.json().options);
    const other = await confirmedUser(db, 'first@praxis.ch');
    await db.query(
      `insert into passkeys (user_id, credential_id, public_key, device_type, backed_up)
       values ($1, $2, '\\x00', 'singleDevice', false)`,
      [other, credential.id],
    );
    const again = await call('POST', '/account/passkeys', { token, payload: { credential } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_exists');
  });

  it('asks for a fresh sign-in to remove the last one, and then none of her sessions is a passkey session', async () => {
    await confirmedUser(db, 'fresh@praxis.ch');
    const token = await sessionOf('fresh@praxis.ch');
    const id = (await addPasskey(token, authenticator())).json().passkey.id;
    await db.query(`update sessions set created_at = now() - interval '11 minutes' where token_hash = $1`, [
      hashToken(token),
    ]);
    const stale = await call('POST', '/account/passkeys/remove', { token, payload: { id } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('fresh_signin_required');
    await db.query(`update sessions set created_at = now() - interval '9 minutes' where token_hash = $1`, [
      hashToken(token),
    ]);
    const removed = await call('POST', '/account/passkeys/remove', { token, payload: { id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().signal.allAcceptedCredentialIds).toEqual([]);
    expect((await call('GET', '/account/passkeys', { token })).json().passkeySession).toBe(false);
  });

  it('refuses user verification left out, unless created silently after a password (docs/passkeys.md#offer)', async () => {
    await confirmedUser(db, 'uv@praxis.ch');
    const token = await sessionOf('uv@praxis.ch');
    const withoutUv = await addPasskey(token, authenticator(), { tweaks: { userVerified: false } });
    expect(withoutUv.statusCode).toBe(400);
    expect(withoutUv.json().code).toBe('passkey_refused');
    const silent = await addPasskey(token, authenticator(), {
      tweaks: { userVerified: false },
      conditional: true,
    });
    expect(silent.statusCode).toBe(200);
  });
});

/** An account with one passkey, signed up and added in a password session. */
async function withPasskey(email: string, options: { counting?: boolean } = {}) {
  const userId = await confirmedUser(db, email);
  const device = authenticator(options);
  expect((await addPasskey(await sessionOf(email), device)).statusCode).toBe(200);
  return { userId, device };
}

describe('signing in with a passkey (docs/passkeys.md#sign-in)', () => {
  it('opens a session counted as both factors, with no code asked even when two-factor sign-in is on', async () => {
    const { token } = await withTwoFactor('both@praxis.ch');
    const device = authenticator();
    expect((await addPasskey(token, device)).statusCode).toBe(200);
    const signedIn = await signInWith(device);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json().token;
    const sessions = (await call('GET', '/account/sessions', { token: session })).json().sessions;
    expect(sessions.find((one: { current: boolean }) => one.current).signedInWith).toBe('passkey');
    expect((await call('GET', '/account/passkeys', { token: session })).json().passkeySession).toBe(true);
    const { rows } = await db.query<{ lastUsed: Date | null }>(
      'select last_used_at as "lastUsed" from passkeys where credential_id = $1',
      [device.id],
    );
    expect(rows[0]?.lastUsed).toBeInstanceOf(Date);
  });

  it('takes a challenge once: the same signed answer sent again is refused', async () => {
    const { device } = await withPasskey('once@praxis.ch');
    const credential = device.get(await signinOptions());
    const first = await call('POST', '/authentication/passkey', { payload: { credential } });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/authentication/passkey', { payload: { credential } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('passkey_refused');
  });

  it('refuses a challenge older than 5 minutes', async () => {
    const { device } = await withPasskey('late@praxis.ch');
    const credential = device.get(await signinOptions());
    await db.query(`update webauthn_challenges set expires_at = now() - interval '1 second'`);
    const late = await call('POST', '/authentication/passkey', { payload: { credential } });
    expect(late.json().code).toBe('passkey_refused');
  });

  it('refuses an answer signed for another origin or another relying party id', async () => {
    const { device } = await withPasskey('phished@praxis.ch');
    const origin = await signInWith(device, { tweaks: { origin: 'https://look-alike.example' } });
    expect(origin.json().code).toBe('passkey_refused');
    const rpId = await signInWith(device, { tweaks: { rpId: 'look-alike.example' } });
    expect(rpId.json().code).toBe('passkey_refused');
    expect((await signInWith(device)).statusCode).toBe(200);
  });

  it('refuses a signature made without user verification', async () => {
    const { userId, device } = await withPasskey('presence@praxis.ch');
    const answer = await signInWith(device, { tweaks: { userVerified: false } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('passkey_refused');
    expect(await failedSignIns(userId)).toEqual([{ step: 'passkey', reason: 'not_verified' }]);
  });

  it('refuses a cloned passkey whose count went backwards, and records the failed sign-in', async () => {
    const { userId, device } = await withPasskey('cloned@praxis.ch', { counting: true });
    const copy = device.clone();
    expect((await signInWith(device)).statusCode).toBe(200);
    expect((await signInWith(device)).statusCode).toBe(200);
    const cloned = await signInWith(copy);
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json().code).toBe('passkey_refused');
    expect(await failedSignIns(userId)).toEqual([{ step: 'passkey', reason: 'counter_regressed' }]);
    const { rows } = await db.query<{ counter: number }>(
      'select counter::int from passkeys where credential_id = $1',
      [device.id],
    );
    // The count of the second genuine signature stays: the copy's moved nothing.
    expect(rows[0]?.counter).toBe(3);
  });

  it('refuses a user handle that is not the passkey owner', async () => {
    const { device } = await withPasskey('handle@praxis.ch');
    const answer = await signInWith(device, { tweaks: { userHandle: 'c29tZW9uZS1lbHNl' } });
    expect(answer.json().code).toBe('passkey_refused');
  });

  it('answers passkey_unknown for a passkey no account has (removed since)', async () => {
    const { device } = await withPasskey('removed@praxis.ch');
    await db.query('delete from passkeys where credential_id = $1', [device.id]);
    const unknown = await signInWith(device);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('passkey_unknown');
    expect(await failedSignIns(null)).toContainEqual({ step: 'passkey', reason: 'unknown_credential' });
  });
});

describe('a passkey as the second factor of a password (docs/passkeys.md#second-step)', () => {
  it('asks an account with a passkey and no code for the passkey after the password, and only hers', async () => {
    const { device } = await withPasskey('second@praxis.ch');
    const { device: stranger } = await withPasskey('stranger@praxis.ch');
    const answer = await signIn('second@praxis.ch');
    expect(answer.json()).toEqual({ challenge: expect.any(String), step: 'passkey' });
    const { challenge } = answer.json();
    expect((await signinOptions(challenge)).allowCredentials).toEqual([
      expect.objectContaining({ id: device.id }),
    ]);
    const wrong = await signInWith(stranger, { challenge });
    expect(wrong.json().code).toBe('passkey_refused');
    const done = await signInWith(device, { challenge });
    expect(done.statusCode).toBe(200);
    // The step is spent with the sign-in.
    const spent = await call('POST', '/authentication/passkey/options', { payload: { challenge } });
    expect(spent.json().code).toBe('invalid_or_expired_token');
  });

  it('still asks for the passkey after a reset of the password (docs/passkeys.md#recovery)', async () => {
    const { userId } = await withPasskey('reset@praxis.ch');
    const token = await issueOneTimeToken(db, { purpose: 'password_reset', userId });
    const reset = await call('POST', '/authentication/reset-password', {
      payload: { token, newPassword: 'a-brand-new-secret-9' },
    });
    expect(reset.statusCode).toBe(200);
    const answer = await signIn('reset@praxis.ch', 'a-brand-new-secret-9');
    expect(answer.json().step).toBe('passkey');
  });

  it('keeps the code first when two-factor sign-in is on', async () => {
    const { token, secret } = await withTwoFactor('code@praxis.ch');
    expect((await addPasskey(token, authenticator())).statusCode).toBe(200);
    const answer = await signIn('code@praxis.ch');
    expect(answer.json().step).toBe('code');
    const done = await call('POST', '/authentication/signin-two-factor', {
      payload: { challenge: answer.json().challenge, code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(done.statusCode).toBe(200);
    const sessions = (await call('GET', '/account/sessions', { token: done.json().token })).json().sessions;
    expect(sessions.find((one: { current: boolean }) => one.current).signedInWith).toBe('password');
  });
});

describe('every way in ends (docs/accounts.md#ways-in-end)', () => {
  it("ends a sign-in's passkey step with the other ways in", async () => {
    await withPasskey('ended@praxis.ch');
    const { challenge } = (await signIn('ended@praxis.ch')).json();
    const { rows } = await db.query<{ id: string }>(`select id from users where email = 'ended@praxis.ch'`);
    await db.transaction((tx) => endEveryWayIn(tx, rows[0]?.id as string));
    const options = await call('POST', '/authentication/passkey/options', { payload: { challenge } });
    expect(options.json().code).toBe('invalid_or_expired_token');
  });
});
