import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { clientCalls, OWNER, STRANGER } from '../helpers/authentication-calls.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * docs/accounts.md#new-browser-mail: a browser is known to an account by the cookie a sign-in
 * there left, not by its User-Agent, which anyone can copy.
 */

let db: Database;
let app: FastifyInstance;
useTestApp({ publicUrl: 'https://site.example.ch' }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from mail_outbox');
  await db.query('delete from auth_attempts');
});

const { post, mailsTo, confirmedOwner } = clientCalls(() => ({ app, db }));

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'owner-secret-1';

function signIn(email: string, client: string, headers: Record<string, string> = {}) {
  return post('signin-web', { email, password: PASSWORD }, client, {
    'user-agent': FIREFOX_WINDOWS,
    ...headers,
  });
}

/** The cookie the answer set, as the browser sends it back. */
function cookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((each) => each.name === 'browser_id');
  if (!cookie) throw new Error('no browser cookie');
  return `browser_id=${cookie.value}`;
}

const newSignins = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.template === 'new_signin');

describe('a sign-in from a new browser', () => {
  it("is mailed even when it sends the owner's exact User-Agent, without her browser's cookie", async () => {
    await confirmedOwner('copied-agent@praxis.ch');
    expect((await signIn('copied-agent@praxis.ch', OWNER)).statusCode).toBe(200);
    expect(await newSignins('copied-agent@praxis.ch')).toEqual([]);

    expect((await signIn('copied-agent@praxis.ch', STRANGER)).statusCode).toBe(200);
    expect(await newSignins('copied-agent@praxis.ch')).toEqual([
      expect.objectContaining({
        params: {
          link: 'https://site.example.ch/forgot-password',
          agent: FIREFOX_WINDOWS,
          address: STRANGER,
        },
      }),
    ]);
  });

  it('is not mailed from the browser the owner signed in with before, by its cookie', async () => {
    await confirmedOwner('own-browser@praxis.ch');
    const first = await signIn('own-browser@praxis.ch', OWNER);
    const cookie = cookieOf(first);
    await db.query('delete from mail_outbox');
    // The same browser, updated since and on another network: its cookie says it is hers.
    const again = await signIn('own-browser@praxis.ch', STRANGER, {
      cookie,
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:134.0) Gecko/20100101 Firefox/134.0',
    });
    expect(again.statusCode).toBe(200);
    expect(await newSignins('own-browser@praxis.ch')).toEqual([]);
  });

  it("keeps the browser's id in a long-lived, httpOnly cookie sent to the sign-in calls only", async () => {
    await confirmedOwner('cookie@praxis.ch');
    // Confirming is a sign-in too (docs/accounts.md#ownership): that browser is known already.
    const known = async () =>
      (
        await db.query<{ stored: string }>(
          `select encode(browser_hash, 'base64') as stored from known_browsers k join users u on u.id = k.user_id
            where u.email = 'cookie@praxis.ch'`,
        )
      ).rows;
    const before = (await known()).length;
    const response = await signIn('cookie@praxis.ch', OWNER);
    const cookie = response.cookies.find((each) => each.name === 'browser_id');
    expect(cookie).toMatchObject({
      value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      path: '/api/authentication',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: 400 * 24 * 60 * 60,
    });
    // One more browser known, and only its hash is kept.
    const rows = await known();
    expect(rows).toHaveLength(before + 1);
    for (const row of rows) expect(row.stored).not.toContain(cookie?.value);
    // A refused sign-in sets none.
    const refused = await post('signin-web', { email: 'cookie@praxis.ch', password: 'wrong-pw-1' });
    expect(refused.cookies).toEqual([]);
  });

  it('counts a browser known to another account as new to this one', async () => {
    await confirmedOwner('first-account@praxis.ch');
    await confirmedOwner('second-account@praxis.ch');
    await signIn('second-account@praxis.ch', STRANGER);
    const cookie = cookieOf(await signIn('first-account@praxis.ch', OWNER));
    await db.query('delete from mail_outbox');
    await signIn('second-account@praxis.ch', OWNER, { cookie });
    expect(await newSignins('second-account@praxis.ch')).toHaveLength(1);
    expect(await newSignins('first-account@praxis.ch')).toEqual([]);
  });

  it('ignores a cookie it never made, and replaces it', async () => {
    await confirmedOwner('forged@praxis.ch');
    await signIn('forged@praxis.ch', OWNER);
    const forged = await signIn('forged@praxis.ch', STRANGER, { cookie: 'browser_id=not-ours' });
    expect(await newSignins('forged@praxis.ch')).toHaveLength(1);
    expect(cookieOf(forged)).toMatch(/^browser_id=[A-Za-z0-9_-]{43}$/);
  });
});
