import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { clientCalls, OWNER, STRANGER } from '../helpers/authentication-calls.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * docs/accounts.md#ownership: an address belongs to whoever proves the mailbox first, and no
 * confirmation sets a password the mailbox owner did not type. A stranger who signs up her address
 * after her neither ends her link nor gets his password activated by the mail he caused.
 */

let db: Database;
let app: FastifyInstance;
useTestApp({ adminEmails: ['chef@praxis.ch'], publicUrl: 'https://site.example.ch' }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from mail_outbox');
  await db.query('delete from auth_attempts');
});

const { post, signIn, confirm, tokenOf } = clientCalls(() => ({ app, db }));

/** A sign-in made from a confirmation link's page: the link's token goes with the password. */
const signInConfirming = (email: string, password: string, confirmation: string, client = OWNER) =>
  post('signin-web', { email, password, confirmation }, client, { 'user-agent': 'Firefox/140' });

const confirmedAt = async (email: string) =>
  (
    await db.query<{ at: Date | null }>('select email_confirmed_at as at from users where email = $1', [
      email,
    ])
  ).rows[0]?.at ?? null;

const roleOf = async (email: string) =>
  (await db.query<{ role: string }>('select role from users where email = $1', [email])).rows[0]?.role;

describe('a stranger signs up an address after its owner', () => {
  it("keeps the owner's link working for her password, and never activates the stranger's", async () => {
    const email = 'anna@praxis.ch';
    expect((await post('signup', { email, password: 'anna-pw-11', lang: 'de' })).statusCode).toBe(200);
    const ownersLink = await tokenOf(email, 'email_confirmation');
    expect(
      (await post('signup', { email, password: 'stranger-pw-1', lang: 'en' }, STRANGER)).statusCode,
    ).toBe(200);
    const strangersLink = await tokenOf(email, 'email_confirmation');
    expect(strangersLink).not.toBe(ownersLink);

    // The newest mail (the stranger's) opened in her mailbox, or by its scanner, confirms nothing.
    const opened = await confirm(strangersLink);
    expect(opened.headers.location).toBe(`/signin?emailConfirmation=pending&confirmation=${strangersLink}`);
    expect(await confirmedAt(email)).toBeNull();
    expect((await signIn(email, 'stranger-pw-1', STRANGER)).statusCode).not.toBe(200);

    // Her password with the stranger's link: that link was for another sign-up.
    const wrongLink = await signInConfirming(email, 'anna-pw-11', strangersLink);
    expect(wrongLink.statusCode).toBe(409);
    expect(wrongLink.json()).toMatchObject({ code: 'confirmation_for_other_signup' });
    expect(await confirmedAt(email)).toBeNull();

    // Her own link still works, with her password, and signs her in.
    expect((await confirm(ownersLink)).headers.location).toBe(
      `/signin?emailConfirmation=pending&confirmation=${ownersLink}`,
    );
    const confirmed = await signInConfirming(email, 'anna-pw-11', ownersLink);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toHaveProperty('token');
    expect(await confirmedAt(email)).not.toBeNull();

    // The stranger is out, whatever link or password he tries; his link now only says "confirmed".
    expect((await signIn(email, 'stranger-pw-1', STRANGER)).statusCode).toBe(401);
    expect((await signInConfirming(email, 'stranger-pw-1', strangersLink, STRANGER)).statusCode).toBe(401);
    expect((await confirm(strangersLink)).headers.location).toBe('/signin?emailConfirmation=confirmed');
    expect((await signIn(email, 'anna-pw-11')).statusCode).toBe(200);
  });

  it('gives the admin role of ADMIN_EMAILS only with the password the mailbox owner chose', async () => {
    const email = 'chef@praxis.ch';
    await post('signup', { email, password: 'chef-pw-77', lang: 'fr' });
    const ownersLink = await tokenOf(email, 'email_confirmation');
    await post('signup', { email, password: 'stranger-pw-1', lang: 'en' }, STRANGER);
    const strangersLink = await tokenOf(email, 'email_confirmation');

    await confirm(strangersLink);
    expect(await roleOf(email)).toBe('user');
    expect((await signIn(email, 'stranger-pw-1', STRANGER)).statusCode).not.toBe(200);
    // Even the stranger's own password with his own link: only the mailbox has that link, and the
    // owner cannot type a password she does not know; here it stands for a leaked link.
    expect((await signInConfirming(email, 'anna-pw-11', strangersLink)).statusCode).toBe(409);
    expect(await roleOf(email)).toBe('user');

    expect((await signInConfirming(email, 'chef-pw-77', ownersLink)).statusCode).toBe(200);
    expect(await roleOf(email)).toBe('admin');
    expect((await signIn(email, 'stranger-pw-1', STRANGER)).statusCode).toBe(401);
  });
});

describe('a confirmation link', () => {
  it('confirms nothing when opened: a mail scanner or a stranger clicking it sets no password', async () => {
    const email = 'scanned@praxis.ch';
    await post('signup', { email, password: 'scanned-pw-1', lang: 'it' });
    const link = await tokenOf(email, 'email_confirmation');
    await confirm(link);
    await confirm(link);
    expect(await confirmedAt(email)).toBeNull();
    const notYet = await signIn(email, 'scanned-pw-1');
    expect(notYet.json()).toMatchObject({ code: 'email_not_confirmed' });
    expect((await signInConfirming(email, 'scanned-pw-1', link)).statusCode).toBe(200);
  });

  it('is refused for another address, and the unknown or expired one says so', async () => {
    await post('signup', { email: 'first@praxis.ch', password: 'first-pw-11', lang: 'en' });
    const firstLink = await tokenOf('first@praxis.ch', 'email_confirmation');
    await post('signup', { email: 'second@praxis.ch', password: 'second-pw-1', lang: 'en' });
    // Another address's link proves nothing of this mailbox: this is an unconfirmed sign-in.
    const crossed = await signInConfirming('second@praxis.ch', 'second-pw-1', firstLink);
    expect(crossed.json()).toMatchObject({ code: 'email_not_confirmed' });
    expect(await confirmedAt('second@praxis.ch')).toBeNull();

    await db.query(`update one_time_tokens set expires_at = now() - interval '1 second'
                     where purpose = 'email_confirmation'`);
    expect((await confirm(firstLink)).headers.location).toBe('/signin?emailConfirmation=invalid');
    // An expired sign-up is over: its password is nobody's until a new sign-up.
    const expired = await signInConfirming('first@praxis.ch', 'first-pw-11', firstLink);
    expect(expired.json()).toMatchObject({ code: 'invalid_credentials' });
    expect(await confirmedAt('first@praxis.ch')).toBeNull();
  });

  it("counts a wrong password on a link like a sign-in's", async () => {
    const email = 'guessed@praxis.ch';
    await post('signup', { email, password: 'guessed-pw-1', lang: 'en' });
    const link = await tokenOf(email, 'email_confirmation');
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await signInConfirming(email, `wrong-pw-${attempt}`, link, STRANGER)).statusCode).toBe(409);
    const { rows } = await db.query<{ count: string }>(
      `select count(*) from auth_attempts where subject like $1`,
      [`%${email}%`],
    );
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
  });

  it("sent again is the latest sign-up's, and the earlier links still work", async () => {
    const email = 'again@praxis.ch';
    await post('signup', { email, password: 'again-pw-11', lang: 'en' });
    const first = await tokenOf(email, 'email_confirmation');
    await post('resend-confirmation', { email, lang: 'de' });
    const resent = await tokenOf(email, 'email_confirmation');
    expect(resent).not.toBe(first);
    expect((await confirm(first)).headers.location).toContain('emailConfirmation=pending');
    expect((await signInConfirming(email, 'again-pw-11', resent)).statusCode).toBe(200);
    // Confirmed, every other link of the address is spent.
    expect((await confirm(first)).headers.location).toBe('/signin?emailConfirmation=confirmed');
  });
});

describe('the other doors to the address', () => {
  it('lets a reset, which proves the mailbox, set the password she types and end every sign-up', async () => {
    const email = 'reset-first@praxis.ch';
    await post('signup', { email, password: 'stranger-pw-1', lang: 'en' }, STRANGER);
    const strangersLink = await tokenOf(email, 'email_confirmation');
    await post('forgot-password', { email, lang: 'en' });
    const reset = await tokenOf(email, 'password_reset');
    expect((await post('reset-password', { token: reset, newPassword: 'her-own-pw-1' })).statusCode).toBe(
      200,
    );
    expect(await confirmedAt(email)).not.toBeNull();
    expect((await signInConfirming(email, 'stranger-pw-1', strangersLink, STRANGER)).statusCode).toBe(401);
    expect((await signIn(email, 'her-own-pw-1')).statusCode).toBe(200);
  });
});
