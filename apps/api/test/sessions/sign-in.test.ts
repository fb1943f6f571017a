import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { authenticationCalls } from '../helpers/authentication-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { insertUser } from '../helpers/users.js';

let db: Database;
let app: FastifyInstance;
useTestApp({ adminEmails: ['chief@example.ch'], publicUrl: 'https://site.example.ch' }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from mail_outbox');
  await db.query('delete from auth_attempts');
});

const { post, me, linkToken, signUpAndConfirm, signIn } = authenticationCalls(() => ({ app, db }));

describe('POST /api/authentication/signin-web', () => {
  it('answers a session token that works on users/me', async () => {
    await signUpAndConfirm('signin@example.ch', 'secret7');
    const response = await signIn('SIGNIN@example.ch', 'secret7');
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(token)).json()).toEqual({ status: 'active', plan: 'free' });
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    await signUpAndConfirm('wrong@example.ch', 'secret7');
    const wrong = await signIn('wrong@example.ch', 'secret2');
    const unknown = await signIn('nobody@example.ch', 'secret7');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: true, code: 'invalid_credentials' });
  });

  it('tells an unconfirmed account to confirm only once the password is right', async () => {
    await post('signup', { email: 'unconfirmed@example.ch', password: 'secret7', lang: 'en' });
    expect((await signIn('unconfirmed@example.ch', 'wrong-1')).json()).toMatchObject({
      code: 'invalid_credentials',
    });
    const response = await signIn('unconfirmed@example.ch', 'secret7');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('refuses an invited colleague who has no password yet', async () => {
    await insertUser(db, { email: 'invited@example.ch', status: 'pending' });
    expect((await signIn('invited@example.ch', '')).statusCode).toBe(400);
    expect((await signIn('invited@example.ch', 'anything')).json()).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('slows a client down after 5 failures on an account, without a hard lock (docs/accounts.md#throttling)', async () => {
    await signUpAndConfirm('locked@example.ch', 'secret7');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('locked@example.ch', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const slowed = await signIn('locked@example.ch', 'secret7');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'rate_limited' });
    expect(slowed.headers['retry-after']).toBe('1');

    await db.query("update auth_attempts set at = at - interval '2 seconds'");
    expect((await signIn('locked@example.ch', 'secret7')).statusCode).toBe(200);
  });
});

describe('POST /api/authentication/signout', () => {
  it('revokes the session it is called with, and only that one', async () => {
    await signUpAndConfirm('signout@example.ch', 'secret7');
    const first = (await signIn('signout@example.ch', 'secret7')).json().token;
    const second = (await signIn('signout@example.ch', 'secret7')).json().token;
    const response = await post('signout', {}, first);
    expect(response.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post('signout', {})).statusCode).toBe(401);
  });
});

describe('stored secrets', () => {
  it('keeps only hashes of session and link tokens', async () => {
    await signUpAndConfirm('hashes@example.ch', 'secret7');
    await post('forgot-password', { email: 'hashes@example.ch', lang: 'en' });
    const linkTokenValue = await linkToken('hashes@example.ch');
    const session = (await signIn('hashes@example.ch', 'secret7')).json().token as string;
    for (const [table, token] of [
      ['sessions', session],
      ['one_time_tokens', linkTokenValue],
    ] as const) {
      const { rows } = await db.query<{ found: boolean }>(
        `select exists (select 1 from ${table} where position(convert_to($1, 'UTF8') in token_hash) > 0) as found`,
        [token],
      );
      expect(rows[0]?.found).toBe(false);
    }
  });
});
