import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDevicesOf, endAppDevices } from '../../src/app-auth/index.js';
import type { Database } from '../../src/db/database.js';
import { appSignIn, listening, postForm } from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

describe("the Windows app's calls take its access token, and only it (docs/desktop-app.md#app-calls)", () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  let session = '';
  let userId = '';
  useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));

  beforeAll(async () => {
    base = await listening(app);
    userId = await confirmedUser(db, 'doctor@example.ch');
    const signin = await app.inject({
      method: 'POST',
      url: '/api/authentication/signin-web',
      payload: { email: 'doctor@example.ch', password: 'owner-secret-1' },
    });
    session = signin.json().token;
  });

  const call = (url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('answers an app call with an access token, and refuses a browser session token there', async () => {
    const { access_token } = await appSignIn(base, session);
    expect((await call('/api/app/blacklist?lang=de', access_token)).statusCode).toBe(200);
    const withSession = await call('/api/app/blacklist?lang=de', session);
    expect(withSession.statusCode).toBe(401);
    expect(withSession.json().code).toBe('unauthorized');
  });

  it("refuses an app token on the site's calls", async () => {
    const { access_token } = await appSignIn(base, session);
    expect((await call('/api/account/settings', access_token)).statusCode).toBe(401);
  });

  it('makes the sign-in a device of the account, named as the app asked, ended with its tokens', async () => {
    const { access_token, refresh_token } = await appSignIn(base, session, {
      device_name: 'PC-Empfang\u0007',
    });
    const devices = await appDevicesOf(db, userId);
    const device = devices.find((row) => row.name === 'PC-Empfang');
    expect(device).toBeDefined();
    expect(await endAppDevices(db, userId, device?.grantId)).toBe(1);
    expect((await call('/api/app/blacklist?lang=fr', access_token)).statusCode).toBe(401);
    const refreshed = await postForm(base, '/oauth/token', { grant_type: 'refresh_token', refresh_token });
    expect(refreshed.body.error).toBe('invalid_grant');
    expect((await appDevicesOf(db, userId)).some((row) => row.grantId === device?.grantId)).toBe(false);
  });

  it('ends no device of another account', async () => {
    await appSignIn(base, session);
    const before = (await appDevicesOf(db, userId)).length;
    const other = await confirmedUser(db, 'other@example.ch');
    const [device] = await appDevicesOf(db, userId);
    expect(await endAppDevices(db, other, device?.grantId)).toBe(0);
    expect((await appDevicesOf(db, userId)).length).toBe(before);
  });
});
