import { X509Certificate } from 'node:crypto';
import { SAML_METADATA_MAX_LENGTH } from '@app/contracts';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { HttpError } from '../../errors.js';
import { providerFetch } from '../provider-fetch.js';

/**
 * The identity provider's metadata (docs/sso.md#saml): its entity id, the address its browser
 * sign-in is sent to (HTTP-Redirect binding, else HTTP-POST) and its signing certificates, read
 * with an XML parser and XPath (the ones node-saml itself uses), never by matching text.
 */
export interface IdpMetadata {
  entityId: string;
  signInUrl: string;
  /** PEM, one per signing key the provider publishes (several while it rolls its key over). */
  certificates: string[];
}

const NAMESPACES = {
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};
const select = xpath.useNamespaces(NAMESPACES);
const BINDINGS = [
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
];

function invalid(reason: string): HttpError {
  return new HttpError('saml_metadata_invalid', `The provider's metadata cannot be used: ${reason}.`);
}

function parse(xml: string): Document {
  const problems: string[] = [];
  const note = (message: string) => problems.push(message);
  let document: globalThis.Document | undefined;
  try {
    // xmldom reports most problems instead of throwing; an error (not well-formed) refuses the metadata.
    document = new DOMParser({
      errorHandler: { warning: () => undefined, error: note, fatalError: note },
    }).parseFromString(xml, 'text/xml') as unknown as globalThis.Document;
  } catch {
    throw invalid('it is not well-formed XML');
  }
  if (problems.length > 0 || !document?.documentElement) throw invalid('it is not well-formed XML');
  return document;
}

function attribute(node: Node, name: string): string {
  return ((node as Element).getAttribute(name) ?? '').trim();
}

/** A base64 certificate of the metadata as PEM, lines of 64 (RFC 7468). */
function pem(base64: string): string | null {
  const body = base64.replace(/\s+/g, '');
  if (body.length < 64 || !/^[A-Za-z0-9+/]+=*$/.test(body)) return null;
  const text = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(text);
    return text;
  } catch {
    return null;
  }
}

function isWebUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Reads the first identity provider of the metadata (an EntityDescriptor, or one of an EntitiesDescriptor). */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const document = parse(xml);
  const descriptor = select(
    '(//md:EntityDescriptor[md:IDPSSODescriptor])[1]',
    document as unknown as Node,
    true,
  ) as Node | undefined;
  if (!descriptor) throw invalid('it describes no identity provider');
  const entityId = attribute(descriptor, 'entityID');
  if (!entityId || entityId.length > 2048) throw invalid('it has no entity id');
  const idp = select('md:IDPSSODescriptor', descriptor, true) as Node;
  let signInUrl = '';
  for (const binding of BINDINGS) {
    const service = select(`md:SingleSignOnService[@Binding='${binding}']`, idp, true) as Node | undefined;
    if (service) {
      signInUrl = attribute(service, 'Location');
      break;
    }
  }
  if (!isWebUrl(signInUrl) || signInUrl.length > 2048) throw invalid('it has no sign-in address');
  const keys = select(
    "md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate",
    idp,
  ) as Node[];
  const certificates = [...new Set(keys.map((key) => pem(key.textContent ?? '')).filter((c) => c !== null))];
  if (certificates.length === 0) throw invalid('it has no signing certificate');
  return { entityId, signInUrl, certificates };
}

/** How long and how much of the provider's answer is waited for (docs/sso.md#saml). */
export const METADATA_FETCH_TIMEOUT_MS = 5_000;

/**
 * Fetches the metadata from the provider's address (http or https only; no redirect followed; at
 * most SAML_METADATA_MAX_LENGTH characters within METADATA_FETCH_TIMEOUT_MS), then reads it.
 */
export async function fetchIdpMetadata(
  url: string,
  privateAllowed: boolean,
): Promise<{ xml: string; metadata: IdpMetadata }> {
  if (!isWebUrl(url)) throw invalid('its address is not an http or https address');
  let xml: string;
  try {
    // docs/sso.md#provider-addresses: a public address only.
    const response = await providerFetch(privateAllowed)(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(METADATA_FETCH_TIMEOUT_MS),
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
    if (!response.ok || !response.body) throw invalid(`its address answered ${response.status}`);
    xml = await readBounded(response.body);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid('its address could not be read');
  }
  return { xml, metadata: parseIdpMetadata(xml) };
}

async function readBounded(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    if (text.length > SAML_METADATA_MAX_LENGTH) throw invalid('it is too long');
  }
  return text + decoder.decode();
}
