import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { listening, postForm } from '../helpers/app-auth-flow.js';
import { useTestApp } from '../helpers/test-app.js';
import { confirmedUser, enterpriseWithColleague } from '../helpers/users.js';

const PUBLIC_URL = 'http://localhost:3000';
const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** docs/desktop-app.md#device-code: the Windows app signed in with a code typed on the site. */
describe('the device-code sign-in of the Windows app (RFC 8628)', () => {
  let app: FastifyInstance;
  let db: Database;
  let base = '';
  useTestApp({ publicUrl: PUBLIC_URL }, (opened) => ({ app, db } = opened));

  const sessionOf = async (email: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/authentication/signin-web',
        payload: { email, password: 'owner-secret-1' },
      })
    ).json().token as string;

  /** A call of the site with the user's session, as the code entry and consent screens make it. */
  const siteCall = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });

  /** The app asks for a code, naming its computer. */
  const deviceAuthorization = async (deviceName = 'TS-Server-7') => {
    const answer = await postForm(base, '/oauth/device/auth', { scope: 'licence', device_name: deviceName });
    expect(answer.status).toBe(200);
    return answer.body as unknown as {
      device_code: string;
      user_code: string;
      verification_uri: string;
      verification_uri_complete: string;
      expires_in: number;
      interval: number;
    };
  };
  const poll = (deviceCode: string) =>
    postForm(base, '/oauth/token', { grant_type: DEVICE_GRANT, device_code: deviceCode });
  const enter = (token: string, userCode: string) =>
    siteCall(token, 'POST', '/app-auth/device', { userCode });

  let doctor = '';
  beforeAll(async () => {
    base = await listening(app);
    await confirmedUser(db, 'doctor@example.ch');
    doctor = await sessionOf('doctor@example.ch');
  });
  beforeEach(async () => {
    await db.query('delete from auth_attempts');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the device-authorization endpoint and the grant in the metadata', async () => {
    const metadata = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata.device_authorization_endpoint).toBe(`${base}/oauth/device/auth`);
    expect(metadata.grant_types_supported).toEqual(['authorization_code', 'refresh_token', DEVICE_GRANT]);
  });

  it('gives a code of 8 letters for 10 minutes, to type on the site, and the app its tokens once approved', async () => {
    const started = await deviceAuthorization();
    expect(started.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(started).toMatchObject({
      verification_uri: `${base}/app/device`,
      verification_uri_complete: `${base}/app/device?user_code=${encodeURIComponent(started.user_code)}`,
      expires_in: 600,
      interval: 5,
    });
    expect((await poll(started.device_code)).body.error).toBe('authorization_pending');

    // Typed in lower case without its hyphen: the same code.
    const entered = await enter(doctor, started.user_code.toLowerCase().replace('-', ''));
    expect(entered.statusCode).toBe(200);
    const { uid } = entered.json();
    const shown = await siteCall(doctor, 'GET', `/app-auth/consent/${uid}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      clientId: 'dictation-windows',
      deviceName: 'TS-Server-7',
      signedInAs: 'doctor@example.ch',
      flow: 'device',
      requestedFrom: '127.0.0.1',
    });
    expect(Date.now() - Date.parse(shown.json().requestedAt)).toBeLessThan(60_000);
    // Polled again sooner than the interval: told to slow down (RFC 8628 section 3.5)...
    expect((await poll(started.device_code)).body.error).toBe('slow_down');
    // ...and pending again once the interval has passed.
    await db.query("update auth_attempts set at = at - interval '6 seconds' where kind = 'device_code_poll'");
    expect((await poll(started.device_code)).body.error).toBe('authorization_pending');

    const approved = await siteCall(doctor, 'POST', `/app-auth/consent/${uid}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ redirectTo: null });

    const tokens = await poll(started.device_code);
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 600, scope: 'licence' });
    expect(tokens.body.refresh_token).toBeTruthy();
    // The sign-in is a device of the account, named as the app named it, from the app's address.
    const { rows } = await db.query<{ name: string; created_from: string }>(
      "select name, created_from from app_devices where name = 'TS-Server-7'",
    );
    expect(rows).toEqual([{ name: 'TS-Server-7', created_from: '127.0.0.1' }]);
    // The device code is spent: asking again is refused.
    expect((await poll(started.device_code)).body.error).toBe('invalid_grant');
  });

  it('refuses a wrong code, and a code already used', async () => {
    expect((await enter(doctor, 'BCDF-GHJK')).json().code).toBe('app_code_unknown');
    const started = await deviceAuthorization();
    const { uid } = (await enter(doctor, started.user_code)).json();
    await siteCall(doctor, 'POST', `/app-auth/consent/${uid}/approve`);
    const again = await enter(doctor, started.user_code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('app_code_unknown');
    // The consent screen's request is gone with its answer.
    expect((await siteCall(doctor, 'GET', `/app-auth/consent/${uid}`)).json().code).toBe(
      'invalid_or_expired_token',
    );
  });

  it('applies the device limit to a code as to a loopback sign-in', async () => {
    const full = await confirmedUser(db, 'full@example.ch');
    // Three devices signed in: a live grant each, approved a moment ago (docs/desktop-app.md#devices).
    for (const grant of ['g-1', 'g-2', 'g-3']) {
      await db.query(
        "insert into app_auth_records (kind, id, payload, expires_at) values ('Grant', $1, '{}', now() + interval '1 day')",
        [grant],
      );
      await db.query("insert into app_devices (grant_id, user_id, name) values ($1, $2, 'PC')", [
        grant,
        full,
      ]);
    }
    const token = await sessionOf('full@example.ch');
    const started = await deviceAuthorization();
    const { uid } = (await enter(token, started.user_code)).json();
    const refused = await siteCall(token, 'POST', `/app-auth/consent/${uid}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('app_device_limit');
    await db.query("delete from auth_attempts where kind = 'device_code_poll'");
    expect((await poll(started.device_code)).body.error).toBe('authorization_pending');
  });

  it('tells the app access_denied when the user denies', async () => {
    const started = await deviceAuthorization();
    const { uid } = (await enter(doctor, started.user_code)).json();
    const refused = await siteCall(doctor, 'POST', `/app-auth/consent/${uid}/refuse`);
    expect(refused.json()).toEqual({ redirectTo: null });
    const answer = await poll(started.device_code);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('access_denied');
  });

  it('ends a code after 10 minutes: typed late it is expired, and the app is told expired_token', async () => {
    const started = await deviceAuthorization();
    const { uid } = (await enter(doctor, started.user_code)).json();
    // oidc-provider's clock (and PGlite's, which reads the same) moved past the code's end; the
    // record itself is kept 10 minutes longer, so the app is told why (state-adapter.ts).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60 * 1000 + 1000 });
    const late = await enter(doctor, started.user_code);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('invalid_or_expired_token');
    expect((await siteCall(doctor, 'POST', `/app-auth/consent/${uid}/approve`)).json().code).toBe(
      'invalid_or_expired_token',
    );
    const answer = await poll(started.device_code);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('expired_token');
  });

  it('lets an Enterprise owner turn it off for her practice: a colleague is refused, the app told access_denied', async () => {
    await enterpriseWithColleague(db, 'boss@praxis.ch', 'colleague@praxis.ch');
    const boss = await sessionOf('boss@praxis.ch');
    const colleague = await sessionOf('colleague@praxis.ch');
    // Her colleague, a member without the admin role, cannot decide for the practice
    // (docs/licences.md#permissions).
    const notHers = await siteCall(colleague, 'POST', '/account/app-device-code', { allowed: false });
    expect(notHers.statusCode).toBe(403);
    expect(notHers.json().code).toBe('role_not_permitted');
    expect((await siteCall(doctor, 'POST', '/account/app-device-code', { allowed: false })).json().code).toBe(
      'no_active_subscription',
    );
    const off = await siteCall(boss, 'POST', '/account/app-device-code', { allowed: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ allowed: false });

    for (const token of [colleague, boss]) {
      const started = await deviceAuthorization();
      const refused = await enter(token, started.user_code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('app_device_code_off');
      expect((await poll(started.device_code)).body.error).toBe('access_denied');
    }
    // Another practice's user is not concerned.
    const elsewhere = await deviceAuthorization();
    expect((await enter(doctor, elsewhere.user_code)).statusCode).toBe(200);

    // Switched off while a code waits on the consent screen: refused there too.
    await siteCall(boss, 'POST', '/account/app-device-code', { allowed: true });
    const waiting = await deviceAuthorization();
    const { uid } = (await enter(colleague, waiting.user_code)).json();
    await siteCall(boss, 'POST', '/account/app-device-code', { allowed: false });
    expect((await siteCall(colleague, 'GET', `/app-auth/consent/${uid}`)).json().code).toBe(
      'app_device_code_off',
    );
    expect((await poll(waiting.device_code)).body.error).toBe('access_denied');
  });
});
