import { FREE_TRIAL_DAYS } from '@app/pricing';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { RESEND_CONFIRMATION_ANSWER } from '../../src/routes/authentication/index.js';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
import { outboxTo } from '../helpers/mail-outbox.js';
import { useTestApp } from '../helpers/test-app.js';
import { insertUser } from '../helpers/users.js';

/**
 * docs/accounts.md#email-validation: from /license to /payment without losing anyone. The plan
 * chosen before signing up travels with the confirmation link; /email-validation can send the mail
 * again; a reset link is checked when its page opens; users/me says the plan; a Free account knows
 * when its trial ends.
 */

let db: Database;
let app: FastifyInstance;
useTestApp({ publicUrl: 'https://site.example.ch', trustedProxies: ['127.0.0.1'] }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from mail_outbox');
  await db.query('delete from auth_attempts');
});

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/authentication/${path}`, payload, headers });

const mailsTo = (email: string) => outboxTo(db, email);

async function confirmationLink(email: string): Promise<URL> {
  const link = (await mailsTo(email)).filter((mail) => mail.template === 'email_confirmation').at(-1)
    ?.params.link;
  if (!link) throw new Error(`no confirmation link for ${email}`);
  return new URL(link);
}

const signIn = (email: string, password: string) => post('signin-web', { email, password });

/** The sign-in of the page a confirmation link opens: its token with the sign-up's password. */
const signInConfirming = (email: string, password: string, link: URL) =>
  post('signin-web', { email, password, confirmation: link.searchParams.get('token') });

describe('the plan chosen before signing up', () => {
  it('travels with the confirmation link and comes back with the confirmation', async () => {
    await post('signup', {
      email: 'chooser@example.ch',
      password: 'secret-7',
      lang: 'fr',
      plan: 'enterprise',
    });
    const link = await confirmationLink('chooser@example.ch');
    expect(link.searchParams.get('plan')).toBe('enterprise');
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(
      `/signin?emailConfirmation=pending&confirmation=${link.searchParams.get('token')}&plan=enterprise`,
    );
  });

  it('is left out when none was chosen, and a link whose plan is changed is refused', async () => {
    await post('signup', { email: 'plain@example.ch', password: 'secret-7', lang: 'en' });
    const link = await confirmationLink('plain@example.ch');
    expect(link.searchParams.has('plan')).toBe(false);
    const forged = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}&plan=gold` });
    expect(forged.statusCode).toBe(400);
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.headers.location).toBe(
      `/signin?emailConfirmation=pending&confirmation=${link.searchParams.get('token')}`,
    );
  });

  it('is refused at sign-up when it is no paid plan', async () => {
    const response = await post('signup', {
      email: 'free@example.ch',
      password: 'secret-7',
      lang: 'en',
      plan: 'free',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('POST /api/authentication/resend-confirmation', () => {
  it('mails a new link with the password of the pending sign-up, in the language asked, beside the older link', async () => {
    await post('signup', { email: 'again@example.ch', password: 'pending-1', lang: 'en', plan: 'premium' });
    const first = await confirmationLink('again@example.ch');
    const response = await post('resend-confirmation', {
      email: 'again@example.ch',
      lang: 'it',
      plan: 'premium',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESEND_CONFIRMATION_ANSWER });
    const mails = await mailsTo('again@example.ch');
    expect(mails.map((mail) => [mail.template, mail.lang])).toEqual([
      ['email_confirmation', 'en'],
      ['email_confirmation', 'it'],
    ]);
    const second = await confirmationLink('again@example.ch');
    expect(second.searchParams.get('plan')).toBe('premium');
    // docs/accounts.md#ownership: the first mail's link still works; either confirms with her password.
    const old = await app.inject({ method: 'GET', url: `${first.pathname}${first.search}` });
    expect(old.headers.location).toContain('/signin?emailConfirmation=pending&confirmation=');
    expect((await signInConfirming('again@example.ch', 'pending-1', second)).statusCode).toBe(200);
    const confirmed = await app.inject({ method: 'GET', url: `${first.pathname}${first.search}` });
    expect(confirmed.headers.location).toBe('/signin?emailConfirmation=confirmed&plan=premium');
    expect((await signIn('again@example.ch', 'pending-1')).statusCode).toBe(200);
  });

  it('answers alike for an unknown address (no mail) and a confirmed one (told it has an account)', async () => {
    const unknown = await post('resend-confirmation', { email: 'nobody@example.ch', lang: 'en' });
    expect(unknown.json()).toEqual({ message: RESEND_CONFIRMATION_ANSWER });
    expect(await mailsTo('nobody@example.ch')).toEqual([]);

    const id = await insertUser(db, { email: 'owner@example.ch' });
    await db.query('update users set email_confirmed_at = now() where id = $1', [id]);
    const known = await post('resend-confirmation', { email: 'owner@example.ch', lang: 'en' });
    expect(known.json()).toEqual({ message: RESEND_CONFIRMATION_ANSWER });
    expect((await mailsTo('owner@example.ch')).map((mail) => mail.template)).toEqual(['account_exists']);
  });

  it('is counted with sign-ups: 5 mails per address an hour, 20 per client', async () => {
    await post('signup', { email: 'flood@example.ch', password: 'pending-1', lang: 'en' });
    for (let sent = 1; sent < 5; sent += 1) {
      expect((await post('resend-confirmation', { email: 'flood@example.ch', lang: 'en' })).statusCode).toBe(
        200,
      );
    }
    const refused = await post('resend-confirmation', { email: 'flood@example.ch', lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailsTo('flood@example.ch')).toHaveLength(5);

    const client = { 'x-forwarded-for': '198.51.100.23' };
    for (let sent = 0; sent < 20; sent += 1) {
      const email = `spread-${sent}@example.ch`;
      expect((await post('resend-confirmation', { email, lang: 'en' }, client)).statusCode).toBe(200);
    }
    expect(
      (await post('resend-confirmation', { email: 'spread-20@example.ch', lang: 'en' }, client)).statusCode,
    ).toBe(429);
  });
});

describe('POST /api/authentication/check-reset-token', () => {
  it('says whether a reset link would work, without using it', async () => {
    const id = await insertUser(db, { email: 'reset@example.ch' });
    const token = await issueOneTimeToken(db, { purpose: 'password_reset', userId: id });
    for (let look = 0; look < 2; look += 1) {
      expect((await post('check-reset-token', { token })).json()).toEqual({ valid: true });
    }
    expect((await post('reset-password', { token, newPassword: 'brand-new-1' })).statusCode).toBe(200);
    expect((await post('check-reset-token', { token })).json()).toEqual({ valid: false });
  });

  it('answers false for an unknown, an expired and a non-reset token, and 400 for a malformed one', async () => {
    const id = await insertUser(db, { email: 'other@example.ch' });
    const expired = await issueOneTimeToken(db, { purpose: 'password_reset', userId: id });
    await db.query(
      "update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'",
    );
    const invitation = await issueOneTimeToken(db, { purpose: 'invitation', userId: id });
    for (const token of ['bogus0123456789abcdef', expired, invitation]) {
      expect((await post('check-reset-token', { token })).json()).toEqual({ valid: false });
    }
    expect((await post('check-reset-token', { token: 'x' })).statusCode).toBe(400);
  });
});

describe('a new account', () => {
  it('is Free on users/me and shows the end of its trial, sign-up + FREE_TRIAL_DAYS', async () => {
    await post('signup', { email: 'trial@example.ch', password: 'secret-7', lang: 'de' });
    const link = await confirmationLink('trial@example.ch');
    const { token } = (await signInConfirming('trial@example.ch', 'secret-7', link)).json() as {
      token: string;
    };
    const headers = { authorization: `Bearer ${token}` };

    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(me.json()).toEqual({ status: 'active', plan: 'free' });

    const info = (
      await app.inject({ method: 'GET', url: '/api/subscriptions/subscription-info', headers })
    ).json();
    const { rows } = await db.query<{ created_at: Date }>(
      "select created_at from users where email = 'trial@example.ch'",
    );
    const signedUp = rows[0]?.created_at ?? new Date(0);
    expect(info).toMatchObject({ accountType: 'free', nextRenewalDate: null, seat: null });
    expect(Date.parse(info.trialEndsAt)).toBe(signedUp.getTime() + FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000);
  });
});
