import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { inflateRawSync } from 'node:zlib';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';
import { closeServer, escapeHtml, formOf, listen, sendPage } from './sso-providers.js';

/**
 * A hospital's SAML identity provider for the journeys (docs/sso.md#saml): samlify in IdP mode
 * behind a small HTTP server, as a real one works. Our AuthnRequest arrives by HTTP-Redirect; its
 * sign-in page asks for the address; the signed Response goes back to our assertion consumer by
 * HTTP-POST (a form the page submits). `answer` switches what it sends: a good answer, or one of
 * the answers docs/sso.md#saml refuses, each built by samlify from its template (never by hand).
 */
// samlify is CommonJS: Node's loader finds its SamlLib on the default export only.
const { SamlLib } = (samlify as unknown as { default?: typeof samlify }).default ?? samlify;

samlify.setSchemaValidator({ validate: async () => 'skipped: samlify builds the messages itself' });

const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

export type SamlAnswer = 'good' | 'wrong-audience' | 'expired' | 'unsigned';

export interface SamlIdentityProvider {
  metadataXml: string;
  /** What the next sign-in sends. */
  answer: SamlAnswer;
  close(): Promise<void>;
}

export const IDP_SIGN_IN_TITLE = 'Hospital sign-in';
export const IDP_EMAIL_LABEL = 'Hospital e-mail';
export const IDP_SUBMIT = 'Sign in';

/** Our AuthnRequest, read from the redirect: its id, who asks and where the answer goes. */
function requestOf(query: URLSearchParams) {
  const xml = inflateRawSync(Buffer.from(query.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const request = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  const issuer = request?.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer')[0];
  return {
    id: request?.getAttribute('ID') ?? '',
    issuer: issuer?.textContent?.trim() ?? '',
    acs: request?.getAttribute('AssertionConsumerServiceURL') ?? '',
  };
}

export async function startSamlIdentityProvider(port: number): Promise<SamlIdentityProvider> {
  const base = `http://127.0.0.1:${port}`;
  const made = await generate([{ name: 'commonName', value: 'idp.hospital.test' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  const idp = samlify.IdentityProvider({
    entityID: `${base}/idp`,
    privateKey: made.private,
    signingCert: made.cert,
    nameIDFormat: [EMAIL_FORMAT],
    singleSignOnService: [
      { Binding: REDIRECT, Location: `${base}/sso` },
      { Binding: POST, Location: `${base}/sso` },
    ],
    // Named as a real provider names it (it is never called here).
    singleLogoutService: [{ Binding: REDIRECT, Location: `${base}/slo` }],
    wantAuthnRequestsSigned: false,
  });
  const state: SamlIdentityProvider = {
    metadataXml: idp.getMetadata(),
    answer: 'good',
    close: () => closeServer(server),
  };

  const respond = async (email: string, query: URLSearchParams) => {
    const asked = requestOf(query);
    const sp = samlify.ServiceProvider({
      entityID: asked.issuer,
      assertionConsumerService: [{ Binding: POST, Location: asked.acs }],
      wantAssertionsSigned: true,
    });
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    // Expired: issued a quarter of an hour ago, valid for five minutes (far past the 60 s skew).
    const start = state.answer === 'expired' ? -15 : 0;
    const values = {
      ID: `_${randomUUID()}`,
      AssertionID: `_${randomUUID()}`,
      Destination: asked.acs,
      Audience: state.answer === 'wrong-audience' ? 'https://another-service.example/saml' : asked.issuer,
      EntityID: asked.issuer,
      SubjectRecipient: asked.acs,
      Issuer: `${base}/idp`,
      IssueInstant: at(start),
      AssertionConsumerServiceURL: asked.acs,
      StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
      ConditionsNotBefore: at(start),
      ConditionsNotOnOrAfter: at(start + 5),
      SubjectConfirmationDataNotOnOrAfter: at(start + 5),
      NameIDFormat: EMAIL_FORMAT,
      NameID: email,
      InResponseTo: asked.id,
      AuthnStatement: '',
      AttributeStatement: '',
    };
    const response = (await idp.createLoginResponse(
      sp,
      { extract: { request: { id: asked.id } } },
      'post',
      { email },
      (template) => ({ id: values.ID, context: SamlLib.replaceTagsByValue(template, values) }),
    )) as { context: string };
    const answer = state.answer === 'unsigned' ? withoutSignatures(response.context) : response.context;
    return { acs: asked.acs, SAMLResponse: answer, RelayState: query.get('RelayState') ?? '' };
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    void (async () => {
      if (url.pathname === '/metadata') {
        response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
        return void response.end(state.metadataXml);
      }
      if (url.pathname === '/sso' && request.method === 'GET') {
        // Its sign-in page keeps our request (and RelayState) for the answer.
        return sendPage(
          response,
          IDP_SIGN_IN_TITLE,
          `<form method="post" action="/sso/sign-in?${escapeHtml(url.searchParams.toString())}">` +
            `<p><label>${IDP_EMAIL_LABEL} <input type="email" name="email"></label></p>` +
            `<p><button type="submit">${IDP_SUBMIT}</button></p></form>`,
        );
      }
      if (url.pathname === '/sso/sign-in' && request.method === 'POST') {
        const email = (await formOf(request)).get('email')?.trim() ?? '';
        const answer = await respond(email, url.searchParams);
        // HTTP-POST binding: a form the browser posts to our assertion consumer at once.
        const field = (name: string, value: string) =>
          `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
        return sendPage(
          response,
          IDP_SIGN_IN_TITLE,
          `<form id="answer" method="post" action="${escapeHtml(answer.acs)}">` +
            `${field('SAMLResponse', answer.SAMLResponse)}${field('RelayState', answer.RelayState)}` +
            '<button type="submit">Continue</button></form>' +
            '<script>document.getElementById("answer").submit()</script>',
        );
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await listen(server, port);
  return state;
}

/** The same Response with every XML signature removed: an answer nobody signed. */
function withoutSignatures(base64: string): string {
  const document = new DOMParser().parseFromString(
    Buffer.from(base64, 'base64').toString('utf8'),
    'text/xml',
  );
  const signatures = document.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature');
  for (const signature of Array.from(signatures)) signature.parentNode?.removeChild(signature);
  return Buffer.from(new XMLSerializer().serializeToString(document), 'utf8').toString('base64');
}
