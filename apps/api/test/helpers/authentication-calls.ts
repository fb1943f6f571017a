import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { outbox, outboxTo } from './mail-outbox.js';

/**
 * The sign-in that confirmed an address leaves no session behind that a test did not ask for (nor
 * a browser it would count as known).
 */
async function forgetSessionsOf(db: Database, email: string): Promise<void> {
  await db.query('delete from sessions where user_id = (select id from users where email = $1)', [email]);
}

/** The owner's usual client address, and a stranger's. */
export const OWNER = '203.0.113.10';
export const STRANGER = '198.51.100.66';

/**
 * The authentication calls as a client at a given address makes them (the owner's unless told),
 * and the links the mails they cause carry. `get` answers the test file's app and database.
 */
export function clientCalls(get: () => { app: FastifyInstance; db: Database }) {
  const post = (path: string, payload: object, client = OWNER, headers: Record<string, string> = {}) =>
    get().app.inject({
      method: 'POST',
      url: `/api/authentication/${path}`,
      payload,
      remoteAddress: client,
      headers,
    });

  const signIn = (email: string, password: string, client = OWNER, userAgent = 'Firefox/140') =>
    post('signin-web', { email, password }, client, { 'user-agent': userAgent });

  const confirm = (token: string) =>
    get().app.inject({ method: 'GET', url: `/api/authentication/confirm-email?token=${token}` });

  /**
   * docs/accounts.md#ownership: the link opened (it confirms nothing alone), then the sign-in its
   * page makes with the link's token and the password chosen at that sign-up.
   */
  async function confirmWithPassword(email: string, password: string, token: string, client = OWNER) {
    expect((await confirm(token)).headers.location).toBe(
      `/signin?emailConfirmation=pending&confirmation=${token}`,
    );
    return post('signin-web', { email, password, confirmation: token }, client, {
      'user-agent': 'Firefox/140',
    });
  }

  /** The token at the end of the newest link of `template` to `email`. */
  async function tokenOf(email: string, template: string): Promise<string> {
    const mail = (await outboxTo(get().db, email)).filter((row) => row.template === template).at(-1);
    const token = mail?.params.link?.match(/(?:token=|reset-password\/|signin-link\/)([A-Za-z0-9_-]+)$/)?.[1];
    if (!token) throw new Error(`no ${template} link for ${email}`);
    return token;
  }

  /** An owner who signed up in German and confirmed; her mails so far are cleared. */
  async function confirmedOwner(email: string, password = 'owner-secret-1') {
    expect((await post('signup', { email, password, lang: 'de' })).statusCode).toBe(200);
    const token = await tokenOf(email, 'email_confirmation');
    expect((await confirmWithPassword(email, password, token)).statusCode).toBe(200);
    await get().db.query('delete from mail_outbox');
    await forgetSessionsOf(get().db, email);
  }

  return {
    post,
    signIn,
    confirm,
    confirmWithPassword,
    mailsTo: (email: string) => outboxTo(get().db, email),
    tokenOf,
    confirmedOwner,
  };
}

/**
 * The authentication calls as the site makes them, with the session's token where one is given,
 * and the links of the mails they cause. `get` answers the test file's app and database.
 */
export function authenticationCalls(get: () => { app: FastifyInstance; db: Database }) {
  const post = (url: string, payload: unknown, token?: string) =>
    get().app.inject({
      method: 'POST',
      url: `/api/authentication/${url}`,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const me = (token: string) =>
    get().app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

  /** The token at the end of the link of the newest mail to `email`. */
  async function linkToken(email: string): Promise<string> {
    const mail = (await outbox(get().db)).filter((row) => row.recipient === email).at(-1);
    const token = mail?.params.link?.match(/(?:token=|reset-password\/)([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no link for ${email}`);
    return token;
  }

  async function signUpAndConfirm(email: string, password = 'secret7') {
    expect((await post('signup', { email, password, lang: 'en' })).statusCode).toBe(200);
    const token = await linkToken(email);
    const confirm = await get().app.inject({
      method: 'GET',
      url: `/api/authentication/confirm-email?token=${token}`,
    });
    expect(confirm.headers.location).toBe(`/signin?emailConfirmation=pending&confirmation=${token}`);
    // docs/accounts.md#ownership: the password chosen at sign-up, typed on the link's page, confirms.
    const signin = await post('signin-web', { email, password, confirmation: token });
    expect(signin.statusCode).toBe(200);
    await forgetSessionsOf(get().db, email);
  }

  async function signIn(email: string, password: string) {
    return post('signin-web', { email, password });
  }

  return { post, me, outbox: () => outbox(get().db), linkToken, signUpAndConfirm, signIn };
}
