import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDevicesOf, endAppDevices } from '../../src/app-auth/index.js';
import type { Database } from '../../src/db/database.js';
import { appAccounts } from '../helpers/app-accounts.js';
import { appSignIn, authorizeUrl, Browser, listening, pkcePair } from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser } from '../helpers/users.js';

/** docs/desktop-app.md#device-limit: a licence serves at most APP_DEVICES_PER_SEAT devices (3 by default). */
describe('the devices one licence serves (docs/desktop-app.md#device-limit)', () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  let session = '';
  let userId = '';
  useTestApp({ publicUrl: 'http://localhost:3000' }, (opened) => ({ app, db } = opened));
  const accounts = appAccounts(
    () => app,
    () => db,
  );

  beforeAll(async () => {
    base = await listening(app);
    userId = await confirmedUser(db, 'practice@example.ch');
    session = await accounts.session('practice@example.ch');
  });

  /** A sign-in of the app started in the browser and waiting on the consent screen: its id. */
  async function pendingSignIn(deviceName: string): Promise<string> {
    const { challenge } = pkcePair();
    const start = await new Browser(base).get(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256', device_name: deviceName }),
    );
    expect(start.status).toBe(303);
    return new URL(start.headers.get('location') ?? '', base).pathname.split('/').at(-1) ?? '';
  }

  const consent = (uid: string, answer = '') =>
    app.inject({
      method: answer ? 'POST' : 'GET',
      url: `/api/app-auth/consent/${uid}${answer ? `/${answer}` : ''}`,
      headers: { authorization: `Bearer ${session}` },
    });

  it('tells the consent screen the limit and the devices in use, the most recently used first', async () => {
    await appSignIn(base, session, { device_name: 'PC-Empfang' });
    const uid = await pendingSignIn('Laptop');
    const answer = await consent(uid);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      deviceName: 'Laptop',
      deviceLimit: 3,
      devicesInUse: [{ name: 'PC-Empfang', lastUsedAt: expect.any(String) }],
    });
  });

  it('refuses a fourth device with 409 app_device_limit, naming the three, and takes it once one is ended', async () => {
    await appSignIn(base, session, { device_name: 'PC-Sprechzimmer' });
    await appSignIn(base, session);
    const uid = await pendingSignIn('Laptop');
    const shown = (await consent(uid)).json();
    expect(shown.devicesInUse.map((device: { name: string | null }) => device.name).sort()).toEqual([
      'PC-Empfang',
      'PC-Sprechzimmer',
      null,
    ]);
    const refused = await consent(uid, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('app_device_limit');
    expect(await appDevicesOf(db, userId)).toHaveLength(3);
    const { rows } = await db.query("select 1 from app_auth_records where kind = 'Grant'");
    expect(rows).toHaveLength(3);

    const ended = (await appDevicesOf(db, userId)).find((device) => device.name === 'PC-Empfang');
    expect(await endAppDevices(db, userId, ended?.grantId)).toBe(1);
    const approved = await consent(uid, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await appDevicesOf(db, userId)).map((device) => device.name)).toContain('Laptop');
  });

  it('lets two approvals at once take no more than the last place', async () => {
    const other = await confirmedUser(db, 'race@example.ch');
    const raceSession = await accounts.session('race@example.ch');
    await appSignIn(base, raceSession);
    await appSignIn(base, raceSession);
    const [first, second] = [await pendingSignIn('A'), await pendingSignIn('B')];
    const approve = (uid: string) =>
      app.inject({
        method: 'POST',
        url: `/api/app-auth/consent/${uid}/approve`,
        headers: { authorization: `Bearer ${raceSession}` },
      });
    const answers = await Promise.all([approve(first), approve(second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await appDevicesOf(db, other)).toHaveLength(3);
  });
});
