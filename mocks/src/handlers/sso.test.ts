import { SHARED_EMAIL_DOMAINS } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SSO_START_URL, SSO_DOMAIN, SSO_DOMAIN_CLAIMED_ELSEWHERE } from '../fixtures/sso.js';
import { server } from '../node.js';
import { scenarios } from '../scenarios/index.js';
import { callEndpoint } from '../test-requests.js';
import { resetDefaultWorld } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDefaultWorld();
});
afterAll(() => server.close());

const answer = async (response: Response) => ({ status: response.status, ...(await response.json()) });

describe('the practice’s single sign-on, by docs/sso.md', () => {
  it('refuses a shared domain of the contracts’ list and its subdomains, and one another practice proved (#shared-domains)', async () => {
    server.use(...scenarios.ssoNothingSetUp.handlers());
    for (const domain of [SHARED_EMAIL_DOMAINS[0], `mail.${SHARED_EMAIL_DOMAINS[1]}`]) {
      expect(await answer(await callEndpoint('addSsoDomain', { input: { domain } }))).toMatchObject({
        status: 409,
        code: 'shared_domain',
      });
    }
    const claimed = await callEndpoint('addSsoDomain', { input: { domain: SSO_DOMAIN_CLAIMED_ELSEWHERE } });
    expect(await answer(claimed)).toMatchObject({ code: 'domain_claimed' });
  });

  it('shows the TXT record of a claimed domain and proves it on Check (#domain-proof)', async () => {
    server.use(...scenarios.ssoNothingSetUp.handlers());
    const added = await answer(await callEndpoint('addSsoDomain', { input: { domain: 'Praxis-Nord.CH' } }));
    expect(added.domains[0]).toMatchObject({
      domain: 'praxis-nord.ch',
      recordName: '_dictation-sso.praxis-nord.ch',
      provenAt: null,
    });
    expect(added.domains[0].recordValue).toMatch(/^dictation-sso-verification=\S{16,}$/);
    const proven = await answer(
      await callEndpoint('proveSsoDomain', { input: { domain: 'praxis-nord.ch' } }),
    );
    expect(proven.domains[0].provenAt).not.toBeNull();
  });

  it('requires the provider only once tested, and saving it again forgets the test (#test-before-enforce)', async () => {
    server.use(...scenarios.ssoConnected.handlers());
    const enforce = () => callEndpoint('setSsoEnforcement', { input: { enforced: true } });
    expect(await answer(await enforce())).toMatchObject({ status: 409, code: 'sso_not_tested' });
    const test = await answer(await callEndpoint('testSsoConnection'));
    expect(test.redirectUrl).toBe('/account/sso?test=passed');
    expect(await answer(await enforce())).toMatchObject({ status: 200, enforced: true });
    const saved = await answer(
      await callEndpoint('saveOidcConnection', { input: { issuer: 'https://idp.example', clientId: 'x' } }),
    );
    expect(saved).toMatchObject({ enforced: false, testedAt: null });
    expect(saved.connection).toMatchObject({ clientSecretSet: true });
  });

  it('keeps the owner’s password only with two-factor (#break-glass)', async () => {
    server.use(...scenarios.ssoDomainProven.handlers());
    await callEndpoint('saveOidcConnection');
    await callEndpoint('testSsoConnection');
    const refused = await callEndpoint('setSsoEnforcement', { input: { enforced: true } });
    expect(await answer(refused)).toMatchObject({ code: 'break_glass_needs_two_factor' });
  });

  it('refuses a billing manager role_not_permitted and lets an admin read it (#who)', async () => {
    server.use(...scenarios.ssoBillingManager.handlers());
    expect(await answer(await callEndpoint('ssoSettings'))).toMatchObject({ code: 'role_not_permitted' });
    server.use(...scenarios.ssoAdmin.handlers());
    expect(await answer(await callEndpoint('ssoSettings'))).toMatchObject({ status: 200 });
  });

  it('refuses SAML metadata without an entity id, sign-in address and certificate (#saml)', async () => {
    server.use(...scenarios.ssoDomainProven.handlers());
    const saved = await callEndpoint('saveSamlConnection', { input: { metadataXml: '<EntityDescriptor/>' } });
    expect(await answer(saved)).toMatchObject({ code: 'saml_metadata_invalid' });
  });

  it('creates a SCIM token shown once, and revokes it (#scim-token)', async () => {
    server.use(...scenarios.ssoTested.handlers());
    const created = await answer(await callEndpoint('createScimToken'));
    expect(created.token.length).toBeGreaterThanOrEqual(32);
    expect((await answer(await callEndpoint('ssoSettings'))).scim.tokenCreatedAt).toBe(created.createdAt);
    await callEndpoint('revokeScimToken');
    expect((await answer(await callEndpoint('ssoSettings'))).scim.tokenCreatedAt).toBeNull();
  });
});

describe('the e-mail-first sign-in (docs/sso.md#sign-in)', () => {
  const discover = async (email: string) =>
    (await answer(await callEndpoint('ssoDiscover', { input: { email } }))).sso;

  it('offers the provider to an address of a proven domain only', async () => {
    server.use(...scenarios.ssoSignInOffered.handlers());
    expect(await discover(`anna@${SSO_DOMAIN}`)).toEqual({ startUrl: MOCK_SSO_START_URL, enforced: false });
    expect(await discover('anna@gmail.com')).toBeNull();
  });

  it('refuses a password sign-in sso_required once enforced (#enforcement)', async () => {
    server.use(...scenarios.ssoSignInEnforced.handlers());
    expect(await discover(`anna@${SSO_DOMAIN}`)).toMatchObject({ enforced: true });
    const signin = await callEndpoint('signin', {
      input: { email: `anna@${SSO_DOMAIN}`, password: 'secret' },
    });
    expect(await answer(signin)).toMatchObject({ code: 'sso_required' });
    const other = await callEndpoint('signin', { input: { email: 'anna@praxis.ch', password: 'secret' } });
    expect(other.status).toBe(200);
  });

  it('exchanges the ticket for a session, and refuses a failing one', async () => {
    server.use(...scenarios.ssoSignInOffered.handlers());
    expect((await callEndpoint('completeSsoSignIn')).status).toBe(200);
    server.use(...scenarios.ssoTicketFailing.handlers());
    expect(await answer(await callEndpoint('completeSsoSignIn'))).toMatchObject({
      code: 'sso_sign_in_failed',
    });
  });
});
