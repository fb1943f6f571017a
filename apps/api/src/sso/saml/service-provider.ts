import { generateKeyPairSync } from 'node:crypto';
import { generate } from 'selfsigned';

/**
 * The practice's side of SAML (docs/sso.md#saml): our entity id, assertion consumer address and
 * metadata address, all under the API, named by the practice's (subscription's) id so the page can
 * show them before the provider is saved and they outlive a provider replaced; and its own signing key
 * pair with a self-signed certificate, made on the first save (node:crypto makes the key,
 * `selfsigned` the certificate around it).
 */
export interface ServiceProviderUrls {
  entityId: string;
  acsUrl: string;
  metadataUrl: string;
}

export function serviceProviderUrls(publicUrl: string, practiceId: string): ServiceProviderUrls {
  const base = `${publicUrl.replace(/\/+$/, '')}/api/sso/saml/${practiceId}`;
  return { entityId: `${base}/metadata`, acsUrl: `${base}/acs`, metadataUrl: `${base}/metadata` };
}

/** Ten years: the provider keeps our certificate as long as the connection lasts. */
const CERTIFICATE_YEARS = 10;

export async function newServiceProviderKeys(
  entityId: string,
): Promise<{ privateKeyPem: string; certificatePem: string }> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setUTCFullYear(notAfterDate.getUTCFullYear() + CERTIFICATE_YEARS);
  const generated = await generate([{ name: 'commonName', value: new URL(entityId).host }], {
    keyPair: { privateKey, publicKey },
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
  });
  return { privateKeyPem: privateKey, certificatePem: generated.cert };
}
