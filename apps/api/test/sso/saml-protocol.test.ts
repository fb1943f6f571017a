import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIdpMetadata } from '../../src/sso/saml/metadata.js';
import {
  newSamlRequestId,
  SamlRefusal,
  samlAuthorizeUrl,
  samlServiceProviderMetadata,
  verifySamlResponse,
} from '../../src/sso/saml/saml-protocol.js';
import type { StoredSamlConnection } from '../../src/sso/saml/saml-repository.js';
import { newServiceProviderKeys, serviceProviderUrls } from '../../src/sso/saml/service-provider.js';
import { seal } from '../../src/two-factor/secret-box.js';
import { startTestIdp, type TestIdp, testKeyPair } from '../helpers/saml-idp.js';

/**
 * docs/sso.md#saml, the protocol alone (no database): our AuthnRequest read by samlify in IdP mode,
 * its signed Response checked by node-saml and by our recipient and destination checks.
 */
const deps = { secretKey: randomBytes(32), publicUrl: 'https://dictation.test' };
let idp: TestIdp;
let connection: StoredSamlConnection;
let spMetadata: string;

beforeAll(async () => {
  idp = await startTestIdp();
  const metadata = parseIdpMetadata(idp.metadataXml);
  const id = randomUUID();
  const keys = await newServiceProviderKeys(serviceProviderUrls(deps.publicUrl, id).entityId);
  connection = {
    id,
    subscriptionId: randomUUID(),
    idpEntityId: metadata.entityId,
    idpSignInUrl: metadata.signInUrl,
    idpCertificates: metadata.certificates,
    spKeySealed: seal(deps.secretKey, id, keys.privateKeyPem),
    spCertificate: keys.certificatePem,
  };
  spMetadata = samlServiceProviderMetadata(deps, connection);
});
afterAll(() => idp.close());

async function started() {
  const requestId = newSamlRequestId();
  const url = await samlAuthorizeUrl(deps, connection, 'the-state', requestId);
  return { url, requestId };
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('SAML answers (node-saml checking samlify IdP answers)', () => {
  it('accepts a signed assertion answering our request, and reads the address', async () => {
    const { url, requestId } = await started();
    expect(await idp.requestIdOf(url, spMetadata)).toBe(requestId);
    const form = await idp.answer(url, spMetadata, 'Anna@Clinic.test');
    expect(form.RelayState).toBe('the-state');
    const verified = await verifySamlResponse(deps, connection, form, requestId);
    expect(verified.email).toBe('anna@clinic.test');
    expect(verified.assertionId).toMatch(/^_/);
    expect(verified.keepUntil.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
  });

  it('reads the address from the e-mail attribute when the NameID is none (an opaque persistent id)', async () => {
    const { url, requestId } = await started();
    const values = {
      NameID: 'Xk3-opaque-persistent-id',
      NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
      attrEmail: 'Bea@Clinic.test',
    };
    const form = await idp.answer(url, spMetadata, 'bea@clinic.test', { values });
    await expect(verifySamlResponse(deps, connection, form, requestId)).resolves.toMatchObject({
      email: 'bea@clinic.test',
      name: 'Dr. Test Person',
    });
  });

  it('accepts an answer up to 60 s past its NotOnOrAfter (clock skew)', async () => {
    const { url, requestId } = await started();
    const values = {
      IssueInstant: ago(5 * 60_000),
      ConditionsNotBefore: ago(5 * 60_000),
      ConditionsNotOnOrAfter: ago(30_000),
      SubjectConfirmationDataNotOnOrAfter: ago(30_000),
    };
    const form = await idp.answer(url, spMetadata, 'anna@clinic.test', { values });
    await expect(verifySamlResponse(deps, connection, form, requestId)).resolves.toMatchObject({
      email: 'anna@clinic.test',
    });
  });

  const refusals: [string, (url: string) => Promise<{ SAMLResponse: string; RelayState: string }>, RegExp][] =
    [
      [
        'an unsigned answer',
        (url) => idp.answer(url, spMetadata, 'anna@clinic.test', { unsigned: 'all' }),
        /signature/i,
      ],
      [
        'an answer whose assertion is unsigned (the message signed)',
        (url) => idp.answer(url, spMetadata, 'anna@clinic.test', { unsigned: 'assertion' }),
        /signature/i,
      ],
      [
        'a wrong audience',
        (url) =>
          idp.answer(url, spMetadata, 'anna@clinic.test', { values: { Audience: 'https://other.test/sp' } }),
        /audience/i,
      ],
      [
        'a wrong recipient',
        (url) =>
          idp.answer(url, spMetadata, 'anna@clinic.test', {
            values: { SubjectRecipient: 'https://other.test/acs' },
          }),
        /recipient/i,
      ],
      [
        'a wrong destination',
        (url) =>
          idp.answer(url, spMetadata, 'anna@clinic.test', {
            values: { Destination: 'https://other.test/acs' },
          }),
        /destination/i,
      ],
      [
        'an answer expired more than 60 s ago',
        (url) =>
          idp.answer(url, spMetadata, 'anna@clinic.test', {
            values: {
              IssueInstant: ago(10 * 60_000),
              ConditionsNotBefore: ago(10 * 60_000),
              ConditionsNotOnOrAfter: ago(90_000),
              SubjectConfirmationDataNotOnOrAfter: ago(90_000),
            },
          }),
        /subject confirmation|expired/i,
      ],
      [
        'an answer to another request',
        (url) =>
          idp.answer(url, spMetadata, 'anna@clinic.test', { values: { InResponseTo: '_another-request' } }),
        /InResponseTo/,
      ],
    ];
  it.each(refusals)('refuses %s', async (_name, make, reason) => {
    const { url, requestId } = await started();
    const refused = verifySamlResponse(deps, connection, await make(url), requestId);
    await expect(refused).rejects.toBeInstanceOf(SamlRefusal);
    await expect(refused).rejects.toThrow(reason);
  });

  it('refuses an answer signed by another key than the metadata named', async () => {
    const impostor = await startTestIdp({ entityId: idp.entityId, keys: await testKeyPair() });
    try {
      const { url, requestId } = await started();
      const form = await impostor.answer(url, spMetadata, 'anna@clinic.test');
      await expect(verifySamlResponse(deps, connection, form, requestId)).rejects.toThrow(/signature/i);
    } finally {
      await impostor.close();
    }
  });
});
