import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { CHROME_WINDOWS, caller, SAFARI_MAC } from '../helpers/api-caller.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

/** docs/accounts.md#sessions-list. */

let db: Database;
let app: FastifyInstance;
useTestApp({}, (opened) => {
  ({ db, app } = opened);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const call = caller(() => app);

async function signIn(email: string, userAgent: string, client = '203.0.113.10'): Promise<string> {
  const answer = await call('POST', '/authentication/signin-web', {
    payload: { email, password: 'owner-secret-1' },
    userAgent,
    client,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().token;
}

type Listed = {
  id: string;
  browser: string | null;
  system: string | null;
  current: boolean;
  lastUsedAt: string;
};
const list = async (token: string): Promise<Listed[]> => {
  const answer = await call('GET', '/account/sessions', { token });
  expect(answer.statusCode).toBe(200);
  return answer.json().sessions;
};
const stillSignedIn = async (token: string) => (await call('GET', '/users/me', { token })).statusCode === 200;

describe('the sessions list', () => {
  it('names browser and system from the user agent, marks this session, and shows no one else’s', async () => {
    await confirmedUser(db, 'list@praxis.ch');
    await confirmedUser(db, 'other-list@praxis.ch');
    const windows = await signIn('list@praxis.ch', CHROME_WINDOWS);
    await signIn('list@praxis.ch', SAFARI_MAC, '198.51.100.7');
    await signIn('other-list@praxis.ch', CHROME_WINDOWS);

    const sessions = await list(windows);
    expect(sessions).toHaveLength(2);
    expect(sessions.map(({ browser, system, current }) => ({ browser, system, current }))).toEqual(
      expect.arrayContaining([
        { browser: 'Chrome 156', system: 'Windows 10', current: true },
        { browser: 'Safari 17', system: 'macOS Catalina', current: false },
      ]),
    );
    expect(Date.now() - Date.parse(sessions[0]?.lastUsedAt ?? '')).toBeLessThan(60_000);
  });

  it('leaves out sessions that were ended, expired or idle too long', async () => {
    const userId = await confirmedUser(db, 'ended@praxis.ch');
    const current = await signIn('ended@praxis.ch', CHROME_WINDOWS);
    for (const change of [
      'revoked_at = now()',
      "expires_at = now() - interval '1 minute'",
      "last_seen_at = now() - interval '31 minutes'",
    ]) {
      await signIn('ended@praxis.ch', SAFARI_MAC);
      await db.query(
        `update sessions set ${change} where user_id = $1 and user_agent = $2 and revoked_at is null
           and expires_at > now() and last_seen_at > now() - interval '30 minutes'`,
        [userId, SAFARI_MAC],
      );
    }
    expect((await list(current)).map((session) => session.current)).toEqual([true]);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/account/sessions')).statusCode).toBe(401);
  });
});

describe('ending sessions', () => {
  it("ends another browser's session, which is signed out at once", async () => {
    await confirmedUser(db, 'end@praxis.ch');
    const here = await signIn('end@praxis.ch', CHROME_WINDOWS);
    const there = await signIn('end@praxis.ch', SAFARI_MAC);
    const other = (await list(here)).find((session) => !session.current);
    const answer = await call('POST', '/account/sessions/revoke', {
      token: here,
      payload: { sessionId: other?.id },
    });
    expect(answer.statusCode).toBe(200);
    expect(await stillSignedIn(there)).toBe(false);
    expect(await stillSignedIn(here)).toBe(true);
    expect(await list(here)).toHaveLength(1);
  });

  it("refuses another account's session id with 404 and changes nothing", async () => {
    await confirmedUser(db, 'attacker@praxis.ch');
    await confirmedUser(db, 'target@praxis.ch');
    const attacker = await signIn('attacker@praxis.ch', CHROME_WINDOWS);
    const target = await signIn('target@praxis.ch', SAFARI_MAC);
    const [targetSession] = await list(target);
    const answer = await call('POST', '/account/sessions/revoke', {
      token: attacker,
      payload: { sessionId: targetSession?.id },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: true, code: 'not_found' });
    expect(await stillSignedIn(target)).toBe(true);
    const { rows } = await db.query('select 1 from sessions where id = $1 and revoked_at is null', [
      targetSession?.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown or already ended id, and 400 for one that is no id', async () => {
    await confirmedUser(db, 'twice@praxis.ch');
    const here = await signIn('twice@praxis.ch', CHROME_WINDOWS);
    await signIn('twice@praxis.ch', SAFARI_MAC);
    const other = (await list(here)).find((session) => !session.current)?.id;
    const revoke = (sessionId: unknown) =>
      call('POST', '/account/sessions/revoke', { token: here, payload: { sessionId } });
    expect((await revoke(other)).statusCode).toBe(200);
    expect((await revoke(other)).statusCode).toBe(404);
    expect((await revoke('0b6f3a52-1f7e-4f4e-9d7b-7c3e0f1f2a11')).statusCode).toBe(404);
    for (const junk of ['not-a-uuid', 42, null, 'x'.repeat(5000)]) {
      const answer = await revoke(junk);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
    const extra = await call('POST', '/account/sessions/revoke', {
      token: here,
      payload: { sessionId: other, userId: 'x' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('signs out everywhere else, keeping this browser and leaving other accounts alone', async () => {
    await confirmedUser(db, 'everywhere@praxis.ch');
    await confirmedUser(db, 'neighbour@praxis.ch');
    const here = await signIn('everywhere@praxis.ch', CHROME_WINDOWS);
    const elsewhere = [
      await signIn('everywhere@praxis.ch', SAFARI_MAC),
      await signIn('everywhere@praxis.ch', 'curl/8'),
    ];
    const neighbour = await signIn('neighbour@praxis.ch', SAFARI_MAC);
    const answer = await call('POST', '/account/sessions/revoke-others', { token: here });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().revoked).toBe(2);
    for (const token of elsewhere) expect(await stillSignedIn(token)).toBe(false);
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(neighbour)).toBe(true);
  });
});
