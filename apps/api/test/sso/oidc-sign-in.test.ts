import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, SsoBrowser } from '../helpers/sso-browser.js';
import { type SsoWorld, ssoCalls, startSsoWorld, ticketOf } from './sso-kit.js';

/**
 * docs/sso.md#sign-in, #oidc, #first-sign-in: the whole way through a real OpenID provider on
 * loopback (oidc-provider), driven by a browser that follows redirects: discovery, start, the
 * provider's sign-in, our callback, the ticket, the session.
 */
let w: SsoWorld;
beforeAll(async () => {
  w = await startSsoWorld();
});
afterAll(() => w.close());
const { call, oidcPractice } = ssoCalls(() => w);

const startUrlOf = async (email: string) => {
  const found = await w.h.app.inject({ method: 'POST', url: '/api/authentication/sso', payload: { email } });
  expect(found.statusCode, found.body).toBe(200);
  return found.json().sso?.startUrl as string;
};
/** The reason the latest refused return of the address was recorded with (docs/sso.md#sign-in). */
const reasonFor = async (email: string) =>
  (
    await w.h.db.query<{ reason: string }>(
      "select after->>'reason' as reason from audit_log where kind = 'sign_in_failed' and target = $1 order by id desc limit 1",
      [email],
    )
  ).rows[0]?.reason;
const complete = (ticket: string) =>
  w.h.app.inject({ method: 'POST', url: '/api/authentication/sso/complete', payload: { ticket } });

describe('a colleague signs in through the practice provider', () => {
  it('gets an account, a free licence and a session, with no code asked though her owner requires two-factor', async () => {
    const owner = await oidcPractice('chefin@praxis-sso.ch');
    await w.h.db.query('update users set require_colleague_two_factor = true where id = $1', [owner.userId]);
    expect(
      (
        await w.h.app.inject({
          method: 'POST',
          url: '/api/authentication/sso',
          payload: { email: 'x@other.ch' },
        })
      ).json(),
    ).toEqual({ sso: null });
    const start = await startUrlOf('Lea@praxis-sso.ch');
    expect(start).toBe(`${SITE}/api/sso/start?email=lea%40praxis-sso.ch`);
    w.clinic.signInNext({ email: 'lea@praxis-sso.ch', email_verified: true, name: 'Lea Muster' });
    const browser = new SsoBrowser(w.h.app);
    const landed = await browser.follow(start);
    expect(landed).toMatch(/^http:\/\/localhost:3000\/signin\/sso\?ticket=/);
    const done = await complete(ticketOf(landed));
    expect(done.statusCode, done.body).toBe(200);
    const { token } = done.json() as { token: string };
    expect(token).toEqual(expect.any(String));
    const account = await w.h.call('GET', '/account/settings', token);
    expect(account.statusCode, account.body).toBe(200);
    const { rows } = await w.h.db.query<{ status: string; password_hash: string | null }>(
      `select l.status, u.password_hash from users u join licenses l on l.user_id = u.id
        where u.email = 'lea@praxis-sso.ch' and l.subscription_id = $1`,
      [owner.subscriptionId],
    );
    expect(rows).toEqual([{ status: 'active', password_hash: null }]);
    // The ticket serves once.
    expect((await complete(ticketOf(landed))).json().code).toBe('invalid_or_expired_token');
    const audit = await w.h.db.query<{ kind: string }>(
      "select kind from audit_log where target = 'lea@praxis-sso.ch' and kind = 'sso_sign_in'",
    );
    expect(audit.rows).toHaveLength(1);
  });
});

describe('a return is refused (docs/sso.md#sign-in)', () => {
  const callbackOf = (url: string) => url.startsWith(`${SITE}/api/sso/oidc/callback`);

  it('with a wrong state, without the cookie, or replayed', async () => {
    await oidcPractice('chefin@praxis-state.ch');
    const start = await startUrlOf('ana@praxis-state.ch');
    w.clinic.signInNext({ email: 'ana@praxis-state.ch', email_verified: true });

    const wrong = new SsoBrowser(w.h.app);
    const tampered = await wrong.follow(start, (url) =>
      callbackOf(url) ? url.replace(/state=[^&]+/, 'state=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA') : url,
    );
    expect(tampered).toBe(`${SITE}/signin/sso?failed=1`);

    const cookieless = new SsoBrowser(w.h.app);
    const withoutCookie = await cookieless.follow(start, (url) => {
      if (callbackOf(url)) cookieless.ours.cookies.clear();
      return url;
    });
    expect(withoutCookie).toBe(`${SITE}/signin/sso?failed=1`);

    const replaying = new SsoBrowser(w.h.app);
    let callback = '';
    const first = await replaying.follow(start, (url) => {
      if (callbackOf(url)) callback = url;
      return url;
    });
    expect((await complete(ticketOf(first))).statusCode).toBe(200);
    replaying.ours.take([`sso_state=${new URL(callback).searchParams.get('state')}; Path=/api/sso`]);
    expect(await replaying.follow(callback)).toBe(`${SITE}/signin/sso?failed=1`);
  });

  it('whose ID token carries another nonce', async () => {
    await oidcPractice('chefin@praxis-nonce.ch');
    w.clinic.signInNext({ email: 'ben@praxis-nonce.ch', email_verified: true });
    const browser = new SsoBrowser(w.h.app);
    const callback = await browser.follow(await startUrlOf('ben@praxis-nonce.ch'), (url) =>
      url.startsWith(`${SITE}/api/sso/oidc/callback`) ? null : url,
    );
    // The provider signed the flow's nonce; the flow now expects another one.
    const { rows } = await w.h.db.query(
      "update sso_flows set nonce = 'another-nonce' where login_hint = 'ben@praxis-nonce.ch' returning 1",
    );
    expect(rows).toHaveLength(1);
    const done = await complete(ticketOf(await browser.follow(callback)));
    expect(done.statusCode).toBe(400);
    expect(done.json().code).toBe('sso_sign_in_failed');
    expect(await reasonFor('ben@praxis-nonce.ch')).toBe('token_invalid');
  });

  it('with the code of another flow (its PKCE verifier and nonce are not this one)', async () => {
    await oidcPractice('chefin@praxis-code.ch');
    w.clinic.signInNext({ email: 'cleo@praxis-code.ch', email_verified: true });
    const other = new SsoBrowser(w.h.app);
    let otherCode = '';
    await other.follow(await startUrlOf('cleo@praxis-code.ch'), (url) => {
      if (!url.startsWith(`${SITE}/api/sso/oidc/callback`)) return url;
      otherCode = new URL(url).searchParams.get('code') ?? '';
      return null;
    });
    const browser = new SsoBrowser(w.h.app);
    const landed = await browser.follow(await startUrlOf('cleo@praxis-code.ch'), (url) =>
      url.startsWith(`${SITE}/api/sso/oidc/callback`) ? url.replace(/code=[^&]+/, `code=${otherCode}`) : url,
    );
    expect((await complete(ticketOf(landed))).json().code).toBe('sso_sign_in_failed');
    expect(await reasonFor('cleo@praxis-code.ch')).toBe('token_invalid');
  });

  it.each([
    [
      'an address outside the proven domain',
      { email: 'dora@elsewhere.ch', email_verified: true },
      'domain_not_proven',
    ],
    [
      'an address the provider says is not verified',
      { email: 'dora@praxis-claims.ch', email_verified: false },
      'email_unverified',
    ],
  ])('with %s', async (_label, person, reason) => {
    if (!(await w.h.db.query("select 1 from sso_domains where domain = 'praxis-claims.ch'")).rows.length)
      await oidcPractice('chefin@praxis-claims.ch');
    w.clinic.signInNext(person);
    const landed = await new SsoBrowser(w.h.app).follow(await startUrlOf('dora@praxis-claims.ch'));
    expect((await complete(ticketOf(landed))).json().code).toBe('sso_sign_in_failed');
    const { rows } = await w.h.db.query("select 1 from users where email like 'dora@%'");
    expect(rows).toHaveLength(0);
    expect(await reasonFor(person.email)).toBe(reason);
  });

  it('reads preferred_username when it is the address (as Entra sends it)', async () => {
    await oidcPractice('chefin@praxis-entra.ch');
    w.clinic.signInNext({ preferred_username: 'emil@praxis-entra.ch' });
    const landed = await new SsoBrowser(w.h.app).follow(await startUrlOf('emil@praxis-entra.ch'));
    expect((await complete(ticketOf(landed))).statusCode).toBe(200);
  });
});

describe('test before enforce (docs/sso.md#test-before-enforce)', () => {
  it('sends the person setting it up through the provider and back to the set-up page, signed in as herself', async () => {
    const owner = await oidcPractice('chefin@praxis-test.ch');
    expect(
      (await call('POST', '/practice/sso/enforcement', owner.token, { enforced: true })).json().code,
    ).toBe('sso_not_tested');
    const test = await call('POST', '/practice/sso/test', owner.token);
    expect(test.statusCode, test.body).toBe(200);
    w.clinic.signInNext({ email: 'chefin@praxis-test.ch', email_verified: true });
    const landed = await new SsoBrowser(w.h.app).follow(test.json().redirectUrl);
    expect(landed).toBe(`${SITE}/account/sso?test=passed`);
    const settings = (await call('GET', '/practice/sso', owner.token)).json();
    expect(settings).toMatchObject({ testedBy: 'chefin@praxis-test.ch', testedAt: expect.any(String) });
    // Her owner has no two-factor: no break-glass, so no enforcement.
    expect(
      (await call('POST', '/practice/sso/enforcement', owner.token, { enforced: true })).json().code,
    ).toBe('break_glass_needs_two_factor');
  });
});
