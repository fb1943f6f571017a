import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { mailsTo } from './mail-outbox.js';

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

  /** The token at the end of the newest link of `template` to `email`. */
  async function tokenOf(email: string, template: string): Promise<string> {
    const mail = (await mailsTo(get().db, email)).filter((row) => row.template === template).at(-1);
    const token = mail?.params.link?.match(/(?:token=|reset-password\/|signin-link\/)([A-Za-z0-9_-]+)$/)?.[1];
    if (!token) throw new Error(`no ${template} link for ${email}`);
    return token;
  }

  /** An owner who signed up in German and confirmed; her mails so far are cleared. */
  async function confirmedOwner(email: string, password = 'owner-secret-1') {
    expect((await post('signup', { email, password, lang: 'de' })).statusCode).toBe(200);
    expect((await confirm(await tokenOf(email, 'email_confirmation'))).headers.location).toBe(
      '/signin?emailConfirmation=confirmed',
    );
    await get().db.query('delete from mail_outbox');
  }

  return {
    post,
    signIn,
    confirm,
    mailsTo: (email: string) => mailsTo(get().db, email),
    tokenOf,
    confirmedOwner,
  };
}
