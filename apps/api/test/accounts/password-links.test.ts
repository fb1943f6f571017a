import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { FORGOT_PASSWORD_ANSWER } from '../../src/routes/authentication/index.js';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
import { authenticationCalls } from '../helpers/authentication-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { insertUser } from '../helpers/users.js';

/** A password set through a link: the forgotten one's reset, and an invited colleague's first. */

let db: Database;
let app: FastifyInstance;
useTestApp({ adminEmails: ['chief@example.ch'], publicUrl: 'https://site.example.ch' }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from mail_outbox');
  await db.query('delete from auth_attempts');
});

const { post, me, outbox, linkToken, signUpAndConfirm, signIn } = authenticationCalls(() => ({ app, db }));

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
