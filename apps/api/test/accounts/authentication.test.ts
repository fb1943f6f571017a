import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { FORGOT_PASSWORD_ANSWER, SIGNUP_ANSWER } from '../../src/routes/authentication/index.js';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
import { buildTestApp } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

let db: Database;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildTestApp(db, { adminEmails: ['chief@example.ch'], publicUrl: 'https://site.example.ch' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});
beforeEach(async () => {
  await db.query('delete from mail_outbox');
  await db.query('delete from auth_attempts');
});

const post = (url: string, payload: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/authentication/${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

async function outbox() {
  const { rows } = await db.query<{
    recipient: string;
    lang: string;
    template: string;
    params: { link: string };
  }>('select recipient, lang, template, params from mail_outbox order by id');
  return rows;
}

/** The token at the end of the link of the newest mail to `email`. */
async function linkToken(email: string): Promise<string> {
  const mail = (await outbox()).filter((row) => row.recipient === email).at(-1);
  const token = mail?.params.link.match(/(?:token=|reset-password\/)([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link for ${email}`);
  return token;
}

async function signUpAndConfirm(email: string, password = 'secret7') {
  expect((await post('signup', { email, password, lang: 'en' })).statusCode).toBe(200);
  const confirm = await app.inject({
    method: 'GET',
    url: `/api/authentication/confirm-email?token=${await linkToken(email)}`,
  });
  expect(confirm.headers.location).toBe('/signin?emailConfirmation=confirmed');
}

async function signIn(email: string, password: string) {
  return post('signin-web', { email, password });
}

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
    // Issue 21: the password waits on the confirmation link until the address is confirmed.
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

  it('gives an address named in ADMIN_EMAILS the admin role once it is confirmed (issue 21)', async () => {
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
    // Issue 21 problem 8: no confirmation link, but a word to the owner.
    expect((await outbox()).map((mail) => mail.template)).toEqual(['account_exists']);
    expect((await signIn('known@example.ch', 'takeover1')).statusCode).toBe(401);
    expect((await signIn('known@example.ch', 'original1')).statusCode).toBe(200);
  });

  it('sends an unconfirmed address a new link carrying the newest password (issue 21)', async () => {
    await post('signup', { email: 'twice@example.ch', password: 'first-1', lang: 'en' });
    await post('signup', { email: 'twice@example.ch', password: 'second-2', lang: 'it' });
    const mails = await outbox();
    expect(mails.map((mail) => mail.lang)).toEqual(['en', 'it']);
    await app.inject({
      method: 'GET',
      url: `/api/authentication/confirm-email?token=${await linkToken('twice@example.ch')}`,
    });
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

  it('confirms the address once and lands on /signin; the same link again is refused', async () => {
    await post('signup', { email: 'confirm@example.ch', password: 'secret7', lang: 'en' });
    const token = await linkToken('confirm@example.ch');
    expect((await signIn('confirm@example.ch', 'secret7')).json()).toMatchObject({
      code: 'email_not_confirmed',
    });

    const first = await confirm(token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/signin?emailConfirmation=confirmed');
    expect((await signIn('confirm@example.ch', 'secret7')).statusCode).toBe(200);

    const again = await confirm(token);
    expect(again.headers.location).toBe('/signin?emailConfirmation=invalid');
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

  it('slows a client down after 5 failures on an account, without a hard lock (issue 21)', async () => {
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

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, mailing only the known one', async () => {
    await signUpAndConfirm('forgot@example.ch', 'secret7');
    await db.query('delete from mail_outbox');
    const known = await post('forgot-password', { email: 'forgot@example.ch', lang: 'fr' });
    const unknown = await post('forgot-password', { email: 'ghost@example.ch', lang: 'fr' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'forgot@example.ch',
      lang: 'fr',
      template: 'password_reset',
    });
    expect(mails[0]?.params.link).toMatch(/^https:\/\/site\.example\.ch\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });

  it('sends at most 3 reset e-mails per address per hour, known or not', async () => {
    await signUpAndConfirm('reset-limit@example.ch', 'secret7');
    for (const email of ['reset-limit@example.ch', 'ghost-limit@example.ch']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await post('forgot-password', { email, lang: 'en' })).statusCode).toBe(200);
      }
      const limited = await post('forgot-password', { email, lang: 'en' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    }
    expect((await outbox()).filter((mail) => mail.template === 'password_reset')).toHaveLength(3);
  });

  it('resets once, signs out every session, and refuses the same link again', async () => {
    await signUpAndConfirm('reset@example.ch', 'secret7');
    const session = (await signIn('reset@example.ch', 'secret7')).json().token;
    await post('forgot-password', { email: 'reset@example.ch', lang: 'en' });
    const token = await linkToken('reset@example.ch');

    const reset = await post('reset-password', { token, newPassword: 'better-2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: expect.any(String) });
    expect((await me(session)).statusCode).toBe(401);
    expect((await signIn('reset@example.ch', 'secret7')).statusCode).toBe(401);
    expect((await signIn('reset@example.ch', 'better-2')).statusCode).toBe(200);

    const reused = await post('reset-password', { token, newPassword: 'third-33' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    expect((await signIn('reset@example.ch', 'better-2')).statusCode).toBe(200);
  });

  it('refuses a reset link older than an hour', async () => {
    await signUpAndConfirm('old-link@example.ch', 'secret7');
    await post('forgot-password', { email: 'old-link@example.ch', lang: 'en' });
    const token = await linkToken('old-link@example.ch');
    await db.query(
      "update one_time_tokens set expires_at = now() - interval '1 minute' where purpose = 'password_reset'",
    );
    const response = await post('reset-password', { token, newPassword: 'better-2' });
    expect(response.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    expect((await signIn('old-link@example.ch', 'secret7')).statusCode).toBe(200);
  });

  it('refuses a too-short new password with 400 and leaves the link usable', async () => {
    await signUpAndConfirm('short@example.ch', 'secret7');
    await post('forgot-password', { email: 'short@example.ch', lang: 'en' });
    const token = await linkToken('short@example.ch');
    expect((await post('reset-password', { token, newPassword: '123' })).statusCode).toBe(400);
    expect((await post('reset-password', { token, newPassword: 'long-enough' })).statusCode).toBe(200);
  });
});

describe('POST /api/authentication/create-password', () => {
  async function invite(email: string) {
    const userId = await insertUser(db, { email, status: 'pending' });
    return { userId, token: await issueOneTimeToken(db, { purpose: 'invitation', userId }) };
  }

  it('sets the invitee password once; the account can then sign in', async () => {
    const { token } = await invite('colleague@example.ch');
    const created = await post('create-password', {
      token,
      email: 'colleague@example.ch',
      newPassword: 'secret7',
    });
    expect(created.statusCode).toBe(200);
    const signin = await signIn('colleague@example.ch', 'secret7');
    expect(signin.statusCode).toBe(200);
    const again = await post('create-password', {
      token,
      email: 'colleague@example.ch',
      newPassword: 'other-22',
    });
    expect(again.json()).toMatchObject({ code: 'invalid_or_expired_token' });
  });

  it('refuses the link with another address and keeps it for the invitee', async () => {
    const { token } = await invite('right@example.ch');
    await insertUser(db, { email: 'intruder@example.ch', status: 'pending' });
    const wrong = await post('create-password', {
      token,
      email: 'intruder@example.ch',
      newPassword: 'secret7',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_or_expired_token' });
    expect(
      (await post('create-password', { token, email: 'right@example.ch', newPassword: 'secret7' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an invitation older than 7 days', async () => {
    const { token } = await invite('expired@example.ch');
    await db.query(
      "update one_time_tokens set expires_at = now() - interval '1 minute' where purpose = 'invitation'",
    );
    const response = await post('create-password', {
      token,
      email: 'expired@example.ch',
      newPassword: 'secret7',
    });
    expect(response.json()).toMatchObject({ code: 'invalid_or_expired_token' });
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
