import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pruneAppAuthRecords } from '../../src/app-auth/index.js';
import type { Database } from '../../src/db/database.js';
import { CHROME_WINDOWS, caller, SAFARI_MAC } from '../helpers/api-caller.js';
import { appSignIn, listening, postForm } from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

/** docs/accounts.md#sessions-list, docs/desktop-app.md#devices: the app's sign-ins in the list. */

let db: Database;
let app: FastifyInstance;
let base = '';
useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
beforeAll(async () => {
  base = await listening(app);
});
beforeEach(async () => {
  await db.query('delete from auth_attempts');
});

const call = caller(() => app);

async function signIn(email: string, userAgent = CHROME_WINDOWS): Promise<string> {
  const known = await db.query('select 1 from users where email = $1', [email]);
  if (known.rows.length === 0) await confirmedUser(db, email);
  const answer = await call('POST', '/authentication/signin-web', {
    payload: { email, password: 'owner-secret-1' },
    userAgent,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().token;
}

type Entry = Record<string, unknown> & { id: string; kind: string };
const list = async (token: string): Promise<Entry[]> => {
  const answer = await call('GET', '/account/sessions', { token });
  expect(answer.statusCode).toBe(200);
  return answer.json().sessions;
};

type AppTokens = Awaited<ReturnType<typeof appSignIn>>;
const appCall = async (tokens: AppTokens) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/app/blacklist?lang=de',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      remoteAddress: '198.51.100.23',
    })
  ).statusCode;
const revoke = (token: string, sessionId: string) =>
  call('POST', '/account/sessions/revoke', { token, payload: { sessionId } });

describe('app sign-ins in the sessions list', () => {
  it('lists each app sign-in beside the browsers: its name, first and last use, where, never current', async () => {
    const here = await signIn('list-app@praxis.ch');
    const tokens = await appSignIn(base, here, { device_name: 'PC-Empfang' });
    await appSignIn(base, here);
    // Its last use moves at most once a minute: a minute on, a call from another network.
    await db.query(`update app_devices set last_used_at = now() - interval '2 minutes'`);
    expect(await appCall(tokens)).toBe(200);

    const entries = await list(here);
    expect(entries).toHaveLength(3);
    const named = entries.find((entry) => entry.kind === 'app' && entry.name === 'PC-Empfang');
    expect(named).toEqual({
      kind: 'app',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'PC-Empfang',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      lastUsedFrom: '198.51.100.23',
      current: false,
    });
    expect(entries.filter((entry) => entry.kind === 'app' && entry.name === null)).toHaveLength(1);
    expect(entries.filter((entry) => entry.kind === 'browser')).toEqual([
      expect.objectContaining({ browser: 'Chrome 156', system: 'Windows 10', current: true }),
    ]);
  });

  it('lists browsers and apps together, the most recently used first', async () => {
    const here = await signIn('order-app@praxis.ch');
    await appSignIn(base, here, { device_name: 'Old-PC' });
    await db.query(
      `update app_devices set last_used_at = now() - interval '3 hours', created_at = now() - interval '5 days'
        where name = 'Old-PC'`,
    );
    await appSignIn(base, here, { device_name: 'New-PC' });
    await signIn('order-app@praxis.ch', SAFARI_MAC);
    await db.query(
      `update sessions set last_seen_at = now() - interval '10 minutes'
        where user_agent = $1 and user_id = (select id from users where email = 'order-app@praxis.ch')`,
      [SAFARI_MAC],
    );

    const entries = await list(here);
    const times = entries.map((entry) => Date.parse(String(entry.lastUsedAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.at(-1)).toMatchObject({ kind: 'app', name: 'Old-PC' });
  });

  it('leaves out an app sign-in whose tokens all ended (unused 30 days), and prunes it', async () => {
    const here = await signIn('stale-app@praxis.ch');
    await appSignIn(base, here, { device_name: 'PC-Alt' });
    await appSignIn(base, here, { device_name: 'PC-Neu' });
    // Approved an hour ago, its code and tokens since ended.
    await db.query(`update app_devices set created_at = now() - interval '1 hour' where name = 'PC-Alt'`);
    await db.query(
      `update app_auth_records set expires_at = now() - interval '1 minute'
        where grant_id = (select grant_id from app_devices where name = 'PC-Alt')`,
    );

    expect((await list(here)).filter((entry) => entry.kind === 'app').map((entry) => entry.name)).toEqual([
      'PC-Neu',
    ]);
    // A sign-in approved a moment ago is listed before its code reaches the app.
    await db.query(`update app_auth_records set expires_at = now() - interval '1 minute'
      where grant_id = (select grant_id from app_devices where name = 'PC-Neu') and kind <> 'Grant'`);
    expect((await list(here)).some((entry) => entry.name === 'PC-Neu')).toBe(true);
    await pruneAppAuthRecords(db);
    const { rows } = await db.query<{ name: string }>(
      `select name from app_devices where name in ('PC-Alt', 'PC-Neu') order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual(['PC-Neu']);
  });

  it("shows no other account's app", async () => {
    const mine = await signIn('mine-app@praxis.ch');
    await appSignIn(base, await signIn('theirs-app@praxis.ch'), { device_name: 'Their-PC' });
    expect((await list(mine)).some((entry) => entry.kind === 'app')).toBe(false);
  });
});

describe("the app's entitlement (docs/desktop-app.md#entitlement)", () => {
  it('names its device by the id the sessions list names it by, never the grant', async () => {
    const here = await signIn('entitled-app@praxis.ch');
    const tokens = await appSignIn(base, here, { device_name: 'PC-Lizenz' });
    const entitlement = await app.inject({
      method: 'GET',
      url: '/api/app/entitlement',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(entitlement.statusCode).toBe(200);
    const listed = (await list(here)).find((entry) => entry.kind === 'app');
    expect(entitlement.json().device).toEqual({ id: listed?.id, name: 'PC-Lizenz' });
  });
});

describe('ending an app sign-in from the list', () => {
  it('ends it as a session: its next call is 401, its refresh token invalid_grant, gone from the list', async () => {
    const here = await signIn('end-app@praxis.ch');
    const tokens = await appSignIn(base, here, { device_name: 'PC-Labor' });
    const device = (await list(here)).find((entry) => entry.kind === 'app');

    const answer = await revoke(here, device?.id ?? '');
    expect(answer.statusCode).toBe(200);

    expect(await appCall(tokens)).toBe(401);
    const refreshed = await postForm(base, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.body.error).toBe('invalid_grant');
    expect((await list(here)).some((entry) => entry.kind === 'app')).toBe(false);
    expect((await call('GET', '/users/me', { token: here })).statusCode).toBe(200);
    expect((await revoke(here, device?.id ?? '')).statusCode).toBe(404);
  });

  it('counts and ends only what the list showed: an app sign-in that had ended by itself is 404', async () => {
    const here = await signIn('ended-app@praxis.ch');
    await appSignIn(base, here, { device_name: 'PC-Tot' });
    await appSignIn(base, here, { device_name: 'PC-Lebt' });
    await db.query(`update app_devices set created_at = now() - interval '1 hour' where name = 'PC-Tot'`);
    const { rows } = await db.query<{ id: string }>(
      `update app_auth_records set expires_at = now() - interval '1 minute'
        where grant_id = (select grant_id from app_devices where name = 'PC-Tot')
       returning (select id::text from app_devices where name = 'PC-Tot') as id`,
    );
    expect((await revoke(here, rows[0]?.id ?? '')).statusCode).toBe(404);
    await appSignIn(base, here, { device_name: 'PC-Tot-2' });
    await db.query(`update app_devices set created_at = now() - interval '1 hour' where name = 'PC-Tot-2'`);
    await db.query(
      `update app_auth_records set expires_at = now() - interval '1 minute'
        where grant_id = (select grant_id from app_devices where name = 'PC-Tot-2')`,
    );
    const out = await call('POST', '/account/sessions/revoke-others', { token: here });
    expect(out.json().revoked).toBe(1);
  });

  it("answers another account's app 404 and ends nothing", async () => {
    const attacker = await signIn('attacker-app@praxis.ch');
    const target = await signIn('target-app@praxis.ch');
    const tokens = await appSignIn(base, target, { device_name: 'PC-Ziel' });
    const device = (await list(target)).find((entry) => entry.kind === 'app');

    const answer = await revoke(attacker, device?.id ?? '');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: true, code: 'not_found' });
    expect(await appCall(tokens)).toBe(200);
    expect((await list(target)).some((entry) => entry.id === device?.id)).toBe(true);
  });
});

describe('the data download (docs/accounts.md#data-download)', () => {
  it("holds her app sign-ins: each computer's name, first and last use and where", async () => {
    const here = await signIn('export-app@praxis.ch');
    await appSignIn(base, here, { device_name: 'PC-Export' });
    const answer = await call('GET', '/account/data-export', { token: here });
    expect(answer.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(JSON.parse(strFromU8(files['app-sign-ins.json'] ?? strToU8Empty()))).toEqual([
      {
        name: 'PC-Export',
        createdAt: expect.any(String),
        createdFrom: '127.0.0.1',
        lastUsedAt: expect.any(String),
        lastUsedFrom: '127.0.0.1',
      },
    ]);
  });
});

const strToU8Empty = () => new TextEncoder().encode('null');
