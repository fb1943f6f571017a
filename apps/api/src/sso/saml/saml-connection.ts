import { randomUUID } from 'node:crypto';
import type { SaveSamlConnectionRequest } from '@app/contracts';
import type { Database } from '../../db/database.js';
import { seal } from '../../two-factor/secret-box.js';
import type { SsoPractice } from '../practice-sso.js';
import { fetchIdpMetadata, type IdpMetadata, parseIdpMetadata } from './metadata.js';
import { connectionKeysOf, writeSamlConnection } from './saml-repository.js';
import { newServiceProviderKeys, serviceProviderUrls } from './service-provider.js';

/** What the audit entry says of the change (docs/audit-log.md#kinds): the provider before and after. */
export interface SavedNote {
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

export interface SamlConnectionDeps {
  db: Database;
  /** The key the secrets are sealed with (docs/sso.md#secrets), the two-factor secrets' one. */
  secretKey: Buffer;
  publicUrl: string;
  /** docs/sso.md#provider-addresses: a metadata address on a private network allowed (development, tests). */
  privateProviders: boolean;
}

/**
 * POST /practice/sso/saml (docs/sso.md#saml): the provider's metadata, pasted or read from its
 * address, replaces the practice's provider; the practice's own key pair is made on the first save
 * (its key sealed with the connection's id as associated data, docs/sso.md#secrets) and kept after.
 * Saving forgets the test and switches enforcement off (docs/sso.md#test-before-enforce).
 * Returns the audit entry's note (docs/audit-log.md#kinds): the provider before and after.
 */
export async function saveSamlConnection(
  deps: SamlConnectionDeps,
  { subscriptionId }: SsoPractice,
  input: SaveSamlConnectionRequest,
): Promise<SavedNote> {
  // The provider is asked before the transaction: no row is held while it answers.
  const { xml, metadata }: { xml: string; metadata: IdpMetadata } =
    'metadataUrl' in input
      ? await fetchIdpMetadata(input.metadataUrl, deps.privateProviders)
      : { xml: input.metadataXml, metadata: parseIdpMetadata(input.metadataXml) };
  const fresh = randomUUID();
  // A key pair made outside the transaction, used only when the practice has none yet.
  const keys = await newServiceProviderKeys(serviceProviderUrls(deps.publicUrl, subscriptionId).entityId);
  return deps.db.transaction(async (tx) => {
    const existing = await connectionKeysOf(tx, subscriptionId);
    const id = existing?.id ?? fresh;
    const kept = existing?.spKeySealed && existing.spCertificate ? existing : null;
    await writeSamlConnection(tx, {
      id,
      subscriptionId,
      metadataXml: xml,
      idpEntityId: metadata.entityId,
      idpSignInUrl: metadata.signInUrl,
      idpCertificates: metadata.certificates,
      spKeySealed: kept?.spKeySealed ?? seal(deps.secretKey, id, keys.privateKeyPem),
      spCertificate: kept?.spCertificate ?? keys.certificatePem,
    });
    return {
      target: metadata.entityId,
      before: existing?.before ?? null,
      after: { protocol: 'saml', provider: metadata.entityId, enforced: false },
    };
  });
}
