import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, PrivateProviderAddressError, providerFetch } from '../../src/sso/provider-fetch.js';
import { type PaymentsHarness, startPaymentsHarness } from '../helpers/payments-harness.js';
import { practiceCalls } from '../helpers/practice-calls.js';
import { startTestIdp, type TestIdp } from '../helpers/saml-idp.js';

/**
 * docs/sso.md#provider-addresses: what a practice names (an issuer, a metadata address) is fetched
 * by the server, so only public addresses are asked, whatever the name resolves to.
 */
describe('the providers the server may ask', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['127.0.0.1', false],
    ['::1', false],
    ['10.1.2.3', false],
    ['192.168.0.10', false],
    ['172.16.5.4', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['0.0.0.0', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  let server: Server;
  let hits = 0;
  let base = '';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      hits += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a loopback host, by address or by name, before any request leaves', async () => {
    const port = new URL(base).port;
    for (const url of [`${base}/metadata`, `http://localhost:${port}/metadata`]) {
      await expect(providerFetch(false)(url)).rejects.toBeInstanceOf(PrivateProviderAddressError);
    }
    expect(hits).toBe(0);
    // Development and the tests allow it (SSO_PRIVATE_PROVIDERS).
    expect(await (await providerFetch(true)(`${base}/metadata`)).text()).toBe('ok');
    expect(hits).toBe(1);
  });
});

describe('a practice naming a private address (docs/sso.md#provider-addresses)', () => {
  let h: PaymentsHarness;
  let idp: TestIdp;
  beforeAll(async () => {
    h = await startPaymentsHarness({ ssoPrivateProviders: false });
    idp = await startTestIdp();
  });
  afterAll(async () => {
    await idp.close();
    await h.close();
  });
  const { enterpriseOwner } = practiceCalls(() => h);

  it('is refused as an OpenID issuer and as a SAML metadata address, never fetched', async () => {
    const owner = await enterpriseOwner('chefin@private-provider.ch');
    for (const issuer of [
      'https://169.254.169.254/',
      'https://localhost:8443/realms/x',
      'https://10.0.0.8/',
    ]) {
      const saved = await h.call('POST', '/practice/sso/oidc', owner.token, {
        issuer,
        clientId: 'dictation',
        clientSecret: 'secret',
      });
      expect(saved.json().code, issuer).toBe('sso_discovery_failed');
    }
    // A provider that answers good metadata, on loopback: refused all the same.
    for (const metadataUrl of [idp.metadataUrl, 'http://169.254.169.254/latest/meta-data']) {
      const saved = await h.call('POST', '/practice/sso/saml', owner.token, { metadataUrl });
      expect(saved.json().code, metadataUrl).toBe('saml_metadata_invalid');
    }
  });
});
