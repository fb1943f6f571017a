import { randomBytes } from 'node:crypto';
import { emailSchema } from '@app/contracts';
import { type CacheProvider, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { open } from '../../two-factor/secret-box.js';
import type { StoredSamlConnection } from './saml-repository.js';
import { serviceProviderUrls } from './service-provider.js';

/**
 * docs/sso.md#saml, through @node-saml/node-saml (docs/decisions/010-saml-library.md): our
 * AuthnRequest (HTTP-Redirect binding, signed with the practice's key) and the check of the
 * provider's answer (HTTP-POST binding). The library checks the assertion's signature against the
 * provider's certificates, its audience, its time window within the clock skew and InResponseTo;
 * the recipient and destination it leaves to us, and the replay (saml_assertions_seen) is ours.
 */
export const SAML_CLOCK_SKEW_MS = 60_000;
/** As long as a flow lives (docs/sso.md#sign-in). */
const REQUEST_LIFETIME_MS = 10 * 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
/** The attributes an address may come in when the NameID is not one (Entra's claim, then the usual names). */
const EMAIL_ATTRIBUTES = [
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'email',
  'mail',
];
const NAME_ATTRIBUTES = ['http://schemas.microsoft.com/identity/claims/displayname', 'displayName', 'name'];

export interface SamlDeps {
  secretKey: Buffer;
  publicUrl: string;
}

/**
 * The request ids node-saml asks about: at the start the one it makes is caught (the flow keeps
 * it); at the return only the flow's own is known, so an answer to another flow's request fails.
 */
class FlowRequestIds implements CacheProvider {
  made: string | null = null;
  constructor(private readonly expected: string | null) {}
  async saveAsync(key: string, value: string) {
    this.made = key;
    return { value, createdAt: Date.now() };
  }
  async getAsync(key: string) {
    return key === this.expected ? new Date().toISOString() : null;
  }
  async removeAsync(key: string | null) {
    return key;
  }
}

function samlFor(
  deps: SamlDeps,
  connection: StoredSamlConnection,
  requestIds: FlowRequestIds,
  requestId?: string,
): SAML {
  const sp = serviceProviderUrls(deps.publicUrl, connection.subscriptionId);
  return new SAML({
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: connection.idpSignInUrl,
    idpCert: connection.idpCertificates,
    privateKey: open(deps.secretKey, connection.id, connection.spKeySealed),
    publicCert: connection.spCertificate,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    identifierFormat: EMAIL_FORMAT,
    disableRequestedAuthnContext: true,
    // The assertion itself must be signed; Entra signs the assertion alone by default.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    cacheProvider: requestIds,
  });
}

/** A request id for the flow to keep before the request is made (an xs:ID: a letter or _ first). */
export const newSamlRequestId = (): string => `_${randomBytes(20).toString('hex')}`;

/** Where the browser goes to sign in: our AuthnRequest with that id, RelayState carrying the flow's state. */
export async function samlAuthorizeUrl(
  deps: SamlDeps,
  connection: StoredSamlConnection,
  state: string,
  requestId: string,
): Promise<string> {
  const requestIds = new FlowRequestIds(null);
  const url = await samlFor(deps, connection, requestIds, requestId).getAuthorizeUrlAsync(
    state,
    undefined,
    {},
  );
  if (requestIds.made !== requestId) throw new Error('node-saml made another request id');
  return url;
}

/** Our metadata for the provider (entity id, consumer address, our certificate; signed). */
export function samlServiceProviderMetadata(deps: SamlDeps, connection: StoredSamlConnection): string {
  return samlFor(deps, connection, new FlowRequestIds(null)).generateServiceProviderMetadata(
    null,
    connection.spCertificate,
  );
}

export interface VerifiedAssertion {
  assertionId: string;
  /** Until when its id must be kept (its latest NotOnOrAfter, plus the skew). */
  keepUntil: Date;
  email: string | null;
  name: string | null;
}

/** Why an answer was refused: a code for the audit entry, the library's words for the log (never the page). */
export class SamlRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** node-saml's refusal, named by what it was about. */
function libraryRefusal(error: Error): SamlRefusal {
  const { message } = error;
  const code = /signature/i.test(message)
    ? 'saml_signature'
    : /audience/i.test(message)
      ? 'saml_audience'
      : /InResponseTo/i.test(message)
        ? 'saml_in_response_to'
        : /expired|NotOnOrAfter|NotBefore|subject confirmation/i.test(message)
          ? 'saml_expired'
          : 'saml_refused';
  return new SamlRefusal(code, `the assertion was refused: ${message}`);
}

const select = xpath.useNamespaces({
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
});

function dom(xml: string): Node {
  return new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node;
}

function values(expression: string, node: Node): string[] {
  return (select(expression, node) as Node[]).map((found) =>
    (found.nodeValue ?? found.textContent ?? '').trim(),
  );
}

/**
 * Checks the provider's answer for the flow whose request id is `requestId` (docs/sso.md#saml).
 * Throws SamlRefusal with the reason; the replay check is the caller's (it needs the database).
 */
export async function verifySamlResponse(
  deps: SamlDeps,
  connection: StoredSamlConnection,
  form: { SAMLResponse: string; RelayState?: string },
  requestId: string,
): Promise<VerifiedAssertion> {
  const sp = serviceProviderUrls(deps.publicUrl, connection.subscriptionId);
  let profile: Awaited<ReturnType<SAML['validatePostResponseAsync']>>['profile'];
  try {
    ({ profile } = await samlFor(deps, connection, new FlowRequestIds(requestId)).validatePostResponseAsync(
      form,
    ));
  } catch (error) {
    throw libraryRefusal(error as Error);
  }
  const assertionXml = profile?.getAssertionXml?.();
  if (!profile || !assertionXml) throw new SamlRefusal('saml_refused', 'the answer carries no assertion');
  // The signed assertion's own subject confirmations: each must name our consumer address.
  const assertion = dom(assertionXml);
  const recipients = values('//saml:SubjectConfirmationData/@Recipient', assertion);
  if (recipients.length === 0 || recipients.some((recipient) => recipient !== sp.acsUrl)) {
    throw new SamlRefusal(
      'saml_recipient',
      `the assertion's recipient is not our consumer address (${recipients.join(', ')})`,
    );
  }
  const destination = values('/samlp:Response/@Destination', dom(profile.getSamlResponseXml?.() ?? ''));
  if (destination.some((value) => value !== sp.acsUrl)) {
    throw new SamlRefusal(
      'saml_destination',
      `the answer's destination is not our consumer address (${destination.join(', ')})`,
    );
  }
  const assertionId = values('/saml:Assertion/@ID', assertion)[0];
  if (!assertionId) throw new SamlRefusal('saml_refused', 'the assertion has no id');
  const ends = values('//@NotOnOrAfter', assertion)
    .map((text) => Date.parse(text))
    .filter((time) => Number.isFinite(time));
  const keepUntil = new Date(Math.max(Date.now() + REQUEST_LIFETIME_MS, ...ends) + SAML_CLOCK_SKEW_MS);
  return { assertionId, keepUntil, email: addressOf(profile), name: firstText(profile, NAME_ATTRIBUTES) };
}

/** An address as our calls accept one (lower-case), or null. */
function address(text: string | null | undefined): string | null {
  const parsed = emailSchema.safeParse(text ?? '');
  return parsed.success ? parsed.data : null;
}

/** The NameID when it is an address, else the first e-mail attribute that is one. */
function addressOf(profile: Record<string, unknown> & { nameID: string }): string | null {
  return address(profile.nameID) ?? address(firstText(profile, EMAIL_ATTRIBUTES));
}

function firstText(profile: Record<string, unknown>, names: string[]): string | null {
  for (const name of names) {
    const value = profile[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
}
