import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { CLIENT_ID, listening, postForm } from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

/** docs/desktop-app.md#rate-limits: the token, device-authorization and code-entry limits, per address. */
describe('the rate limits of the Windows app’s sign-in endpoints', () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  let session = '';
  useTestApp({}, (opened) => ({ app, db } = opened));

  beforeAll(async () => {
    base = await listening(app);
    await confirmedUser(db, 'doctor@example.ch');
    session = (
      await app.inject({
        method: 'POST',
        url: '/api/authentication/signin-web',
        payload: { email: 'doctor@example.ch', password: 'owner-secret-1' },
      })
    ).json().token;
  });
  beforeEach(async () => {
    await db.query('delete from auth_attempts');
  });

  /** As if this address had already made `count` requests of that kind just now. */
  const alreadyMade = (kind: string, count: number) =>
    db.query('insert into auth_attempts (kind, subject) select $1, $2 from generate_series(1, $3)', [
      kind,
      '127.0.0.1',
      count,
    ]);

  const expectSlowDown = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'slow_down', error_description: expect.any(String) });
  };
  const post = (path: string, form: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...form }),
    });

  it('answers the token endpoint 429 slow_down with Retry-After past 300 requests in 10 minutes from one address', async () => {
    await alreadyMade('app_token_client', 299);
    const last = await postForm(base, '/oauth/token', { grant_type: 'refresh_token', refresh_token: 'nope' });
    expect(last.body.error).toBe('invalid_grant');
    await expectSlowDown(await post('/oauth/token', { grant_type: 'refresh_token', refresh_token: 'nope' }));
    // Another address is not concerned; nor are the other endpoints.
    await db.query("update auth_attempts set subject = '192.0.2.1'");
    expect(
      (await postForm(base, '/oauth/token', { grant_type: 'refresh_token', refresh_token: 'x' })).status,
    ).toBe(400);
    expect((await fetch(`${base}/.well-known/oauth-authorization-server`)).status).toBe(200);
  });

  it('answers the device-authorization endpoint 429 slow_down past 30 codes in an hour from one address', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await postForm(base, '/oauth/device/auth', { scope: 'licence' })).status).toBe(200);
    }
    await expectSlowDown(await post('/oauth/device/auth', { scope: 'licence' }));
  });

  const enter = (userCode: string) =>
    app.inject({
      method: 'POST',
      url: '/api/app-auth/device',
      headers: { authorization: `Bearer ${session}` },
      payload: { userCode },
    });

  it('counts codes typed on the site per code (5) and per address (20), right or wrong', async () => {
    for (let i = 0; i < 5; i += 1) expect((await enter('BCDF-GHJK')).json().code).toBe('app_code_unknown');
    const sixth = await enter('bcdfghjk');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('rate_limited');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // The right code, once its own count is spent, is refused too: guessing it is what is limited.
    const { user_code: userCode } = (await postForm(base, '/oauth/device/auth', { scope: 'licence' })).body;
    await db.query(
      "insert into auth_attempts (kind, subject) select 'device_code', $1 from generate_series(1, 5)",
      [(userCode ?? '').replace('-', '')],
    );
    expect((await enter(userCode ?? '')).statusCode).toBe(429);

    await db.query('delete from auth_attempts');
    await alreadyMade('device_code_client', 20);
    expect((await enter('ZZZZ-ZZZZ')).statusCode).toBe(429);
  });
});
