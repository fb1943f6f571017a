import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';

/**
 * A SAML identity provider for the tests (docs/sso.md#saml): samlify in IdP mode, its own key and
 * certificate, its metadata served on loopback. It reads our AuthnRequest (its id) and answers with
 * a Response that samlify builds from its template and signs; a test may change the template's
 * values (audience, recipient, times, InResponseTo) or drop the signatures, never the XML by hand.
 */
samlify.setSchemaValidator({ validate: async () => 'skipped: the tests build the messages with samlify' });

const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const URI_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri';
const EMAIL_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';
const NAME_CLAIM = 'http://schemas.microsoft.com/identity/claims/displayname';

export interface ResponseValues {
  NameID?: string;
  NameIDFormat?: string;
  /** The attributes Entra sends: the address and the display name. */
  attrEmail?: string;
  attrDisplayName?: string;
  AssertionID?: string;
  Audience?: string;
  SubjectRecipient?: string;
  Destination?: string;
  InResponseTo?: string;
  ConditionsNotBefore?: string;
  ConditionsNotOnOrAfter?: string;
  SubjectConfirmationDataNotOnOrAfter?: string;
  IssueInstant?: string;
}

export interface AnswerOptions {
  values?: ResponseValues;
  /** 'assertion': the assertion left unsigned (the message signed); 'all': no signature at all. */
  unsigned?: 'assertion' | 'all';
}

export interface TestIdp {
  entityId: string;
  metadataXml: string;
  metadataUrl: string;
  /** The request id of our AuthnRequest (read by samlify from the redirect address). */
  requestIdOf(authorizeUrl: string, spMetadataXml: string): Promise<string>;
  /** The form the browser would post to our consumer address. */
  answer(
    authorizeUrl: string,
    spMetadataXml: string,
    email: string,
    options?: AnswerOptions,
  ): Promise<{ SAMLResponse: string; RelayState: string }>;
  close(): Promise<void>;
}

export async function testKeyPair(): Promise<{ key: string; cert: string }> {
  const made = await generate([{ name: 'commonName', value: 'idp.test' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  return { key: made.private, cert: made.cert };
}

export async function startTestIdp(
  options: { entityId?: string; keys?: { key: string; cert: string } } = {},
): Promise<TestIdp> {
  const keys = options.keys ?? (await testKeyPair());
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadataXml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = options.entityId ?? `${base}/idp`;
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: keys.key,
    signingCert: keys.cert,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [
      { Binding: REDIRECT, Location: `${base}/sso` },
      { Binding: POST, Location: `${base}/sso` },
    ],
    wantAuthnRequestsSigned: false,
    // The attributes Entra sends beside the NameID, as samlify's template builds them.
    loginResponseTemplate: {
      context: samlify.SamlLib.defaultLoginResponseTemplate.context,
      attributes: [
        { name: EMAIL_CLAIM, valueTag: 'email', nameFormat: URI_FORMAT, valueXsiType: 'xs:string' },
        { name: NAME_CLAIM, valueTag: 'displayName', nameFormat: URI_FORMAT, valueXsiType: 'xs:string' },
      ],
    },
    requestSignatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  });
  const metadataXml = idp.getMetadata();

  const requestIdOf = async (authorizeUrl: string, spMetadataXml: string) => {
    const sp = samlify.ServiceProvider({ metadata: spMetadataXml });
    const query = Object.fromEntries(new URL(authorizeUrl).searchParams);
    const parsed = await idp.parseLoginRequest(sp, 'redirect', { query });
    return String(parsed.extract.request?.id);
  };

  const answer = async (
    authorizeUrl: string,
    spMetadataXml: string,
    email: string,
    how: AnswerOptions = {},
  ) => {
    const fromMetadata = samlify.ServiceProvider({ metadata: spMetadataXml });
    const acs = fromMetadata.entityMeta.getAssertionConsumerService('post') as string;
    const spEntityId = fromMetadata.entityMeta.getEntityID();
    const sp =
      how.unsigned === 'assertion'
        ? samlify.ServiceProvider({
            entityID: spEntityId,
            assertionConsumerService: [{ Binding: POST, Location: acs }],
            wantAssertionsSigned: false,
            wantMessageSigned: true,
          })
        : fromMetadata;
    const requestId = await requestIdOf(authorizeUrl, spMetadataXml);
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000).toISOString();
    const values = {
      ID: `_${randomUUID()}`,
      AssertionID: `_${randomUUID()}`,
      Destination: acs,
      Audience: spEntityId,
      EntityID: spEntityId,
      SubjectRecipient: acs,
      Issuer: entityId,
      IssueInstant: now.toISOString(),
      AssertionConsumerServiceURL: acs,
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: later,
      SubjectConfirmationDataNotOnOrAfter: later,
      NameIDFormat: EMAIL_FORMAT,
      NameID: email,
      InResponseTo: requestId,
      AuthnStatement: '',
      attrEmail: email,
      attrDisplayName: 'Dr. Test Person',
      ...how.values,
    };
    const made = (await idp.createLoginResponse(
      sp,
      { extract: { request: { id: requestId } } },
      'post',
      { email },
      (template) => ({
        id: values.ID,
        context: samlify.SamlLib.replaceTagsByValue(template, values),
      }),
    )) as { context: string };
    const relayState = new URL(authorizeUrl).searchParams.get('RelayState') ?? '';
    return {
      SAMLResponse: how.unsigned === 'all' ? withoutSignatures(made.context) : made.context,
      RelayState: relayState,
    };
  };

  return {
    entityId,
    metadataXml,
    metadataUrl: `${base}/metadata`,
    requestIdOf,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The same Response with every XML signature removed (an answer nobody signed). */
function withoutSignatures(base64: string): string {
  const document = new DOMParser().parseFromString(
    Buffer.from(base64, 'base64').toString('utf8'),
    'text/xml',
  );
  const signatures = document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature');
  for (const signature of Array.from(signatures)) signature.parentNode?.removeChild(signature);
  return Buffer.from(new XMLSerializer().serializeToString(document), 'utf8').toString('base64');
}
