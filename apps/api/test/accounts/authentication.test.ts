import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { SIGNUP_ANSWER } from '../../src/routes/authentication/index.js';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
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

const { post, outbox, linkToken, signUpAndConfirm, signIn } = authenticationCalls(() => ({ app, db }));

describe('POST /api/authentication/signup', () => {
  it('creates a pending account and queues a confirmation e-mail in the sent language', async () => {
    const response = await post('signup', {
      email: ' Dr.Weber@Example.CH ',
      password: 'secret7',
      lang: 'de',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SIGNUP_ANSWER });

    const { rows } = await db.query<{ status: string; lang: string; password_hash: string; role: string }>(
      "select status, lang, password_hash, role from users where email = 'dr.weber@example.ch'",
    );
    // docs/accounts.md#ownership: the password waits on the confirmation link until the address is confirmed.
    expect(rows[0]).toMatchObject({ status: 'pending', lang: 'de', role: 'user', password_hash: null });
    const pending = await db.query<{ password_hash: string }>(
      "select password_hash from one_time_tokens where purpose = 'email_confirmation'",
    );
    expect(pending.rows[0]?.password_hash).toMatch(/^\$argon2id\$/);

    const [mail] = await outbox();
    expect(mail).toMatchObject({
      recipient: 'dr.weber@example.ch',
      lang: 'de',
      template: 'email_confirmation',
    });
    expect(mail?.params.link).toMatch(
      /^https:\/\/site\.example\.ch\/api\/authentication\/confirm-email\?token=[A-Za-z0-9_-]{43}$/,
    );
  });

  it('gives an address named in ADMIN_EMAILS the admin role once it is confirmed (docs/admin.md#first-admins)', async () => {
    await signUpAndConfirm('chief@example.ch');
    const { rows } = await db.query<{ role: string }>(
      "select role from users where email = 'chief@example.ch'",
    );
    expect(rows[0]?.role).toBe('admin');
  });

  it('answers a confirmed address exactly like a new one, tells its owner and keeps its password', async () => {
    await signUpAndConfirm('known@example.ch', 'original1');
    await db.query('delete from mail_outbox');
    const response = await post('signup', { email: 'known@example.ch', password: 'takeover1', lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SIGNUP_ANSWER });
    // docs/accounts.md#ownership: no confirmation link, but a word to the owner.
    expect((await outbox()).map((mail) => mail.template)).toEqual(['account_exists']);
    expect((await signIn('known@example.ch', 'takeover1')).statusCode).toBe(401);
    expect((await signIn('known@example.ch', 'original1')).statusCode).toBe(200);
  });

  it('sends an unconfirmed address a new link carrying the newest password (docs/accounts.md#ownership)', async () => {
    await post('signup', { email: 'twice@example.ch', password: 'first-1', lang: 'en' });
    await post('signup', { email: 'twice@example.ch', password: 'second-2', lang: 'it' });
    const mails = await outbox();
    expect(mails.map((mail) => mail.lang)).toEqual(['en', 'it']);
    const confirmation = await linkToken('twice@example.ch');
    const confirming = (password: string) =>
      post('signin-web', { email: 'twice@example.ch', password, confirmation });
    // The newest link is the second sign-up's: the first one's password does not confirm it.
    expect((await confirming('first-1')).json()).toMatchObject({ code: 'confirmation_for_other_signup' });
    expect((await confirming('second-2')).statusCode).toBe(200);
    expect((await signIn('twice@example.ch', 'first-1')).statusCode).toBe(401);
    expect((await signIn('twice@example.ch', 'second-2')).statusCode).toBe(200);
  });

  it.each([
    ['a malformed address', { email: 'not-an-address', password: 'secret7', lang: 'en' }, 'email'],
    ['a short password', { email: 'a@example.ch', password: '12345', lang: 'en' }, 'password'],
    ['an unknown language', { email: 'a@example.ch', password: 'secret7', lang: 'es' }, 'lang'],
    ['an extra field', { email: 'a@example.ch', password: 'secret7', lang: 'en', role: 'admin' }, 'role'],
  ])('refuses %s with 400 and writes nothing', async (_case, body, field) => {
    const response = await post('signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: 'validation_failed' });
    expect(response.json().issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
    const { rows } = await db.query("select 1 from users where email = 'a@example.ch'");
    expect(rows).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('limits repeated sign-ups of one address with 429', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await post('signup', { email: 'loop@example.ch', password: 'secret7', lang: 'en' })).statusCode,
      ).toBe(200);
    }
    const limited = await post('signup', { email: 'loop@example.ch', password: 'secret7', lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: true, code: 'rate_limited' });
    expect(await outbox()).toHaveLength(5);
  });
});

describe('GET /api/authentication/confirm-email', () => {
  const confirm = (token: string) =>
    app.inject({ method: 'GET', url: `/api/authentication/confirm-email?token=${token}` });

  it('lands on /signin, which confirms with the password; the same link then says confirmed', async () => {
    await post('signup', { email: 'confirm@example.ch', password: 'secret7', lang: 'en' });
    const token = await linkToken('confirm@example.ch');
    expect((await signIn('confirm@example.ch', 'secret7')).json()).toMatchObject({
      code: 'email_not_confirmed',
    });

    const first = await confirm(token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`/signin?emailConfirmation=pending&confirmation=${token}`);
    const confirming = await post('signin-web', {
      email: 'confirm@example.ch',
      password: 'secret7',
      confirmation: token,
    });
    expect(confirming.statusCode).toBe(200);
    expect((await signIn('confirm@example.ch', 'secret7')).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.headers.location).toBe('/signin?emailConfirmation=confirmed');
  });

  it('refuses an expired link, an unknown one and a reset token used as confirmation', async () => {
    await post('signup', { email: 'late@example.ch', password: 'secret7', lang: 'en' });
    const token = await linkToken('late@example.ch');
    await db.query("update one_time_tokens set expires_at = now() - interval '1 second'");
    expect((await confirm(token)).headers.location).toBe('/signin?emailConfirmation=invalid');
    expect((await confirm('A'.repeat(43))).headers.location).toBe('/signin?emailConfirmation=invalid');

    const userId = await insertUser(db, { email: 'other-purpose@example.ch', status: 'pending' });
    const resetToken = await issueOneTimeToken(db, { purpose: 'password_reset', userId });
    expect((await confirm(resetToken)).headers.location).toBe('/signin?emailConfirmation=invalid');
  });

  it('answers a malformed token with 400 rather than a redirect', async () => {
    const response = await confirm('not a token!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});
