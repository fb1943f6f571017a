import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/passwords/passwords.js';
import { issueOneTimeToken } from '../../src/tokens/one-time-tokens.js';
import { practiceCalls } from '../helpers/practice-calls.js';
import { SITE, SsoBrowser } from '../helpers/sso-browser.js';
import { twoFactorCalls } from '../helpers/two-factor-calls.js';
import { type SsoWorld, ssoCalls, startSsoWorld } from './sso-kit.js';

/**
 * docs/sso.md#domain-proof, #shared-domains, #oidc, #enforcement, #break-glass: the practice's
 * set-up, against the test DNS server and the clinic's provider, and enforcement on every way in.
 */
let w: SsoWorld;
beforeAll(async () => {
  w = await startSsoWorld();
});
afterAll(() => w.close());
const { call, provenDomain, connectOidc, oidcPractice, enterpriseOwner } = ssoCalls(() => w);
const { memberWith } = practiceCalls(() => w.h);
const anon = (path: string, payload: Record<string, unknown>) =>
  w.h.app.inject({ method: 'POST', url: `/api${path}`, payload });
const PASSWORD = 'a-long-enough-password-1';
const withPassword = async (userId: string) =>
  w.h.db.query('update users set password_hash = $2 where id = $1', [userId, await hashPassword(PASSWORD)]);

describe('domains (docs/sso.md#domain-proof)', () => {
  it('refuses a shared domain and its subdomains', async () => {
    const owner = await enterpriseOwner('chefin@shared-test.ch');
    for (const domain of ['gmail.com', 'praxis.hin.ch', 'bluewin.ch']) {
      const added = await call('POST', '/practice/sso/domains', owner.token, { domain });
      expect(added.json().code, domain).toBe('shared_domain');
    }
  });

  it('is proven by its TXT record at the configured DNS server, and by one practice only', async () => {
    const owner = await enterpriseOwner('chefin@dns-proof.ch');
    const added = await call('POST', '/practice/sso/domains', owner.token, { domain: 'Dns-Proof.ch' });
    expect(added.statusCode, added.body).toBe(200);
    const [state] = added.json().domains;
    expect(state).toMatchObject({
      domain: 'dns-proof.ch',
      recordName: '_dictation-sso.dns-proof.ch',
      recordValue: expect.stringMatching(/^dictation-sso-verification=[0-9a-f]{32}$/),
      provenAt: null,
    });
    const prove = () => call('POST', '/practice/sso/domains/prove', owner.token, { domain: 'dns-proof.ch' });
    expect((await prove()).json().code).toBe('domain_not_proven');
    w.dns.setTxt(state.recordName, ['dictation-sso-verification=somebody-elses', 'v=spf1 -all']);
    expect((await prove()).json().code).toBe('domain_not_proven');
    w.dns.setTxt(state.recordName, ['v=spf1 -all', state.recordValue]);
    const proven = await prove();
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().domains[0].provenAt).toEqual(expect.any(String));
    // Another practice may not claim it any more.
    const rival = await enterpriseOwner('chefin@rival-proof.ch');
    expect(
      (await call('POST', '/practice/sso/domains', rival.token, { domain: 'dns-proof.ch' })).json().code,
    ).toBe('domain_claimed');
    expect(
      (
        await call('POST', '/practice/sso/domains/prove', rival.token, { domain: 'unclaimed-proof.ch' })
      ).json().code,
    ).toBe('not_found');
    const audit = await w.h.db.query<{ kind: string }>(
      "select kind from audit_log where target = 'dns-proof.ch' order by id",
    );
    expect(audit.rows.map((row) => row.kind)).toEqual(['sso_domain_added', 'sso_domain_proven']);
  });

  it('a practice claims at most 20 domains', async () => {
    const owner = await enterpriseOwner('chefin@many-domains.ch');
    for (let index = 1; index <= 20; index += 1) {
      const added = await call('POST', '/practice/sso/domains', owner.token, {
        domain: `d${index}.many-domains.ch`,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const refused = await call('POST', '/practice/sso/domains', owner.token, {
      domain: 'd21.many-domains.ch',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('validation_failed');
    // Claiming one again changes nothing and is no 21st.
    expect(
      (await call('POST', '/practice/sso/domains', owner.token, { domain: 'd1.many-domains.ch' })).statusCode,
    ).toBe(200);
  });

  it('a domain claimed by two practices while unproven goes to the one that proves it first', async () => {
    const first = await enterpriseOwner('chefin@race-a.ch');
    const second = await enterpriseOwner('chefin@race-b.ch');
    const claim = async (token: string) =>
      (await call('POST', '/practice/sso/domains', token, { domain: 'race-proof.ch' })).json().domains[0];
    const a = await claim(first.token);
    const b = await claim(second.token);
    w.dns.setTxt(a.recordName, [a.recordValue, b.recordValue]);
    expect(
      (await call('POST', '/practice/sso/domains/prove', first.token, { domain: 'race-proof.ch' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/practice/sso/domains/prove', second.token, { domain: 'race-proof.ch' })).json()
        .code,
    ).toBe('domain_claimed');
  });
});

describe('the e-mail-first question (docs/sso.md#sign-in)', () => {
  it('is counted per client (docs/limits.md#rate-limits)', async () => {
    const ask = () =>
      w.h.app.inject({
        method: 'POST',
        url: '/api/authentication/sso',
        remoteAddress: '192.0.2.77',
        payload: { email: 'someone@anywhere.ch' },
      });
    for (let index = 0; index < 60; index += 1) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });
});

describe('the OpenID Connect provider (docs/sso.md#oidc, #secrets)', () => {
  it('is refused when discovery fails, keeps its secret sealed, and forgets the test when saved again', async () => {
    const owner = await enterpriseOwner('chefin@oidc-save.ch');
    const failed = await call('POST', '/practice/sso/oidc', owner.token, {
      issuer: 'http://127.0.0.1:9/nothing-here',
      clientId: 'x',
      clientSecret: 'y',
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().code).toBe('sso_discovery_failed');
    const saved = await connectOidc(owner.token);
    expect(saved.connection).toEqual({
      protocol: 'oidc',
      issuer: w.clinic.issuer,
      clientId: w.clinic.clientId,
      clientSecretSet: true,
    });
    expect(saved.serviceProvider.redirectUri).toBe(`${SITE}/api/sso/oidc/callback`);
    const { rows } = await w.h.db.query<{ sealed: string }>(
      'select oidc_client_secret_sealed as sealed from sso_connections c join subscriptions s on s.id = c.subscription_id where s.owner_id = $1',
      [owner.userId],
    );
    expect(rows[0]?.sealed).toMatch(/^v1\./);
    expect(rows[0]?.sealed).not.toContain(w.clinic.clientSecret);
    await w.h.db.query("update sso_connections set tested_at = now() where oidc_client_id = 'dictation-sso'");
    // No secret given: the stored one is kept, and discovery still passes with it.
    const again = await call('POST', '/practice/sso/oidc', owner.token, {
      issuer: w.clinic.issuer,
      clientId: w.clinic.clientId,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      testedAt: null,
      enforced: false,
      connection: { clientSecretSet: true },
    });
  });

  it('is set up by the owner and her admins, not by a billing manager or a member', async () => {
    const owner = await enterpriseOwner('chefin@roles-sso.ch', 5);
    const admin = await memberWith(owner, 'admin@roles-sso.ch', { admin: true, billing: false });
    const billing = await memberWith(owner, 'billing@roles-sso.ch', { admin: false, billing: true });
    const member = await memberWith(owner, 'member@roles-sso.ch', { admin: false, billing: false });
    expect((await call('GET', '/practice/sso', admin.token)).statusCode).toBe(200);
    await provenDomain(admin.token, 'roles-sso.ch');
    expect((await call('GET', '/practice/sso', owner.token)).json().domains).toHaveLength(1);
    for (const caller of [billing, member]) {
      const refused = await call('POST', '/practice/sso/domains', caller.token, { domain: 'roles-sso.ch' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('role_not_permitted');
    }
  });
});

describe('enforcement (docs/sso.md#enforcement, #break-glass)', () => {
  it('refuses every way in but the provider to the domain, and keeps the owner her break-glass password', async () => {
    const owner = await oidcPractice('chefin@praxis-enforced.ch');
    await withPassword(owner.userId);
    const colleague = await w.h.customer('max@praxis-enforced.ch', { billingInfo: false });
    await withPassword(colleague.userId);
    const resetLink = await issueOneTimeToken(w.h.db, {
      purpose: 'password_reset',
      userId: colleague.userId,
    });
    const test = await call('POST', '/practice/sso/test', owner.token);
    w.clinic.signInNext({ email: 'chefin@praxis-enforced.ch', email_verified: true });
    expect(await new SsoBrowser(w.h.app).follow(test.json().redirectUrl)).toBe(
      `${SITE}/account/sso?test=passed`,
    );
    await twoFactorCalls(() => w.h).setUpTwoFactor(owner.token);
    const on = await call('POST', '/practice/sso/enforcement', owner.token, { enforced: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().enforced).toBe(true);
    expect((await anon('/authentication/sso', { email: 'max@praxis-enforced.ch' })).json()).toMatchObject({
      sso: { enforced: true },
    });

    const refusals = {
      signin: await anon('/authentication/signin-web', {
        email: 'max@praxis-enforced.ch',
        password: PASSWORD,
      }),
      link: await anon('/authentication/signin-link', { email: 'max@praxis-enforced.ch', lang: 'de' }),
      forgot: await anon('/authentication/forgot-password', { email: 'max@praxis-enforced.ch', lang: 'de' }),
      reset: await anon('/authentication/reset-password', {
        token: resetLink,
        newPassword: 'another-long-password-2',
      }),
      signup: await anon('/authentication/signup', {
        email: 'new@praxis-enforced.ch',
        password: PASSWORD,
        lang: 'de',
      }),
    };
    for (const [door, answer] of Object.entries(refusals)) {
      expect(answer.statusCode, door).toBe(409);
      expect(answer.json().code, door).toBe('sso_required');
    }
    // Break-glass: her password, then her code.
    const ownerSignIn = await anon('/authentication/signin-web', {
      email: 'chefin@praxis-enforced.ch',
      password: PASSWORD,
    });
    expect(ownerSignIn.json()).toEqual({ challenge: expect.any(String), step: 'code' });
    const off2fa = await call('POST', '/account/two-factor/disable', owner.token, { password: PASSWORD });
    expect(off2fa.json().code).toBe('break_glass_needs_two_factor');
    // Another domain is not concerned.
    expect(
      (await anon('/authentication/signin-link', { email: 'max@elsewhere.ch', lang: 'de' })).statusCode,
    ).toBe(200);
    // Removing the provider ends enforcement.
    const removed = await call('POST', '/practice/sso/connection/remove', owner.token);
    expect(removed.json()).toMatchObject({ connection: null, enforced: false });
    expect(
      (await anon('/authentication/signin-link', { email: 'max@praxis-enforced.ch', lang: 'de' })).statusCode,
    ).toBe(200);
    const audit = await w.h.db.query<{ kind: string }>(
      "select kind from audit_log where actor_id = $1 and kind like 'sso_%' order by id",
      [owner.userId],
    );
    expect(audit.rows.map((row) => row.kind)).toEqual([
      'sso_domain_added',
      'sso_domain_proven',
      'sso_connection_saved',
      'sso_enforcement_changed',
      'sso_connection_removed',
    ]);
  });
});
