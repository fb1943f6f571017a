import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { hashPassword } from '../../src/passwords/passwords.js';
import { clientCalls, OWNER, STRANGER } from '../helpers/authentication-calls.js';
import { buildTestApp, useTestApp } from '../helpers/test-app.js';

/**
 * docs/accounts.md#throttling: the limits on signing in, signing up and asking for links,
 * as a stranger would try to turn them against the owner.
 */

// The real hash, watched: a refused sign-up must cost no hashing (a flood of them, no CPU).
vi.mock('../../src/passwords/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/passwords/passwords.js')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let db: Database;
let app: FastifyInstance;
useTestApp({ adminEmails: ['chief@praxis.ch'], publicUrl: 'https://site.example.ch' }, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from mail_outbox');
  await db.query('delete from auth_attempts');
});

const { post, signIn, mailsTo, tokenOf, confirmedOwner } = clientCalls(() => ({ app, db }));

describe('problem 2: throttling that no stranger can turn against the owner', () => {
  it("lets the owner in with her password whatever other clients' failures, only slowed down", async () => {
    await confirmedOwner('busy@praxis.ch');
    // 12 wrong passwords from four clients: more than the old lock of 10 per account.
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await signIn('busy@praxis.ch', `guess-${attempt}-x`, client)).statusCode).toBe(401);
      }
    }
    const started = Date.now();
    const owner = await signIn('busy@praxis.ch', 'owner-secret-1');
    expect(owner.statusCode).toBe(200);
    // 12 failures in 15 minutes: 2 beyond the 10 free, 0.5 s each.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('makes one client wait longer after each failure beyond 5 on one account, and only that client', async () => {
    await confirmedOwner('target@praxis.ch');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn('target@praxis.ch', `guess-${attempt}-x`, STRANGER)).statusCode).toBe(401);
    }
    const slowed = await signIn('target@praxis.ch', 'owner-secret-1', STRANGER);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'rate_limited' });
    expect(slowed.headers['retry-after']).toBe('1');
    expect((await signIn('target@praxis.ch', 'owner-secret-1')).statusCode).toBe(200);

    await db.query("update auth_attempts set at = at - interval '2 seconds'");
    expect((await signIn('target@praxis.ch', 'guess-5-x', STRANGER)).statusCode).toBe(401);
    const longer = await signIn('target@praxis.ch', 'guess-6-x', STRANGER);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('mails a locked-out owner a one-time sign-in link that counts the failed attempts', async () => {
    await confirmedOwner('locked@praxis.ch');
    for (let attempt = 0; attempt < 6; attempt += 1) await signIn('locked@praxis.ch', `forgot-${attempt}-x`);
    expect((await signIn('locked@praxis.ch', 'owner-secret-1')).statusCode).toBe(429);

    const asked = await post('signin-link', { email: 'locked@praxis.ch', lang: 'fr' });
    const unknown = await post('signin-link', { email: 'nobody@praxis.ch', lang: 'fr' });
    expect(asked.statusCode).toBe(200);
    expect(unknown.json()).toEqual(asked.json());
    const [mail] = (await mailsTo('locked@praxis.ch')).filter((row) => row.template === 'signin_link');
    expect(mail).toMatchObject({ lang: 'fr', params: { failures: '5' } });
    expect(mail?.params.link).toMatch(/^https:\/\/site\.example\.ch\/signin-link\/[A-Za-z0-9_-]{43}$/);
    expect(await mailsTo('nobody@praxis.ch')).toEqual([]);

    const token = await tokenOf('locked@praxis.ch', 'signin_link');
    const signedIn = await post('signin-with-link', { token });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json().token as string;
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.json()).toEqual({ status: 'active', plan: 'free' });
    // Once only; and the mailbox proved her, so her own client's count is forgiven.
    expect((await post('signin-with-link', { token })).json()).toMatchObject({
      code: 'invalid_or_expired_token',
    });
    expect((await signIn('locked@praxis.ch', 'owner-secret-1')).statusCode).toBe(200);
  });

  it('ends an older sign-in link when a newer one is sent, and refuses one older than 15 minutes', async () => {
    await confirmedOwner('links@praxis.ch');
    await post('signin-link', { email: 'links@praxis.ch', lang: 'en' });
    const older = await tokenOf('links@praxis.ch', 'signin_link');
    await post('signin-link', { email: 'links@praxis.ch', lang: 'en' });
    const newer = await tokenOf('links@praxis.ch', 'signin_link');
    expect((await post('signin-with-link', { token: older })).statusCode).toBe(400);
    await db.query(
      "update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'signin_link'",
    );
    expect((await post('signin-with-link', { token: newer })).statusCode).toBe(400);
  });
});

describe('problem 3: limits per client', () => {
  it('slows down one client spraying passwords over many addresses, not the others', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      answers.push((await signIn(`spray-${index}@praxis.ch`, 'Summer-2025!', STRANGER)).statusCode);
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(answers.slice(20)).toEqual(Array(5).fill(429));
    expect((await signIn('spray-0@praxis.ch', 'Summer-2025!', OWNER)).statusCode).toBe(401);
  });

  it('limits sign-ups to new addresses per client, so confirmation mails cannot be sent to anyone', async () => {
    for (let index = 0; index < 20; index += 1) {
      const answer = await post(
        'signup',
        { email: `new-${index}@praxis.ch`, password: 'Wartezimmer-7', lang: 'en' },
        STRANGER,
      );
      expect(answer.statusCode).toBe(200);
    }
    const hashesBefore = vi.mocked(hashPassword).mock.calls.length;
    const limited = await post(
      'signup',
      { email: 'new-20@praxis.ch', password: 'Wartezimmer-7', lang: 'en' },
      STRANGER,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(hashesBefore);
    expect(await mailsTo('new-20@praxis.ch')).toEqual([]);
    const other = await post(
      'signup',
      { email: 'new-20@praxis.ch', password: 'Wartezimmer-7', lang: 'en' },
      OWNER,
    );
    expect(other.statusCode).toBe(200);
  });

  it('limits forgot-password and sign-in links per client', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect(
        (await post('forgot-password', { email: `f-${index}@praxis.ch`, lang: 'en' }, STRANGER)).statusCode,
      ).toBe(200);
      expect(
        (await post('signin-link', { email: `f-${index}@praxis.ch`, lang: 'en' }, STRANGER)).statusCode,
      ).toBe(200);
    }
    expect(
      (await post('forgot-password', { email: 'f-10@praxis.ch', lang: 'en' }, STRANGER)).statusCode,
    ).toBe(429);
    expect((await post('signin-link', { email: 'f-10@praxis.ch', lang: 'en' }, STRANGER)).statusCode).toBe(
      429,
    );
  });

  it('reads the client from X-Forwarded-For only behind a proxy named by TRUSTED_PROXIES', async () => {
    // Built first: the stranger's failures below slow her for 1 s, and the checks behind the
    // proxy must fall within it, not after an app's start on a busy machine.
    const behindProxy = await buildTestApp(db, { trustedProxies: ['10.0.0.0/8'] });
    onTestFinished(() => behindProxy.close());
    const spoof = (index: number) => signIn(`xff-${index}@praxis.ch`, 'Summer-2025!', STRANGER, 'curl/8');
    // Without a trusted proxy, a forged header changes nothing: the socket's address is counted.
    for (let index = 0; index < 20; index += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/authentication/signin-web',
        payload: { email: `xff-${index}@praxis.ch`, password: 'Summer-2025!' },
        remoteAddress: STRANGER,
        headers: { 'x-forwarded-for': `192.0.2.${index}` },
      });
    }
    expect((await spoof(20)).statusCode).toBe(429);

    const viaProxy = (client: string) =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/authentication/signin-web',
        payload: { email: 'xff-proxy@praxis.ch', password: 'Summer-2025!' },
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': client },
      });
    // The stranger's address, forwarded by the proxy, is the one slowed down; another client is not.
    expect((await viaProxy(STRANGER)).statusCode).toBe(429);
    expect((await viaProxy('192.0.2.200')).statusCode).toBe(401);
  });
});
