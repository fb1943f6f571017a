import type { Queryable } from '../../db/database.js';

/** A practice's SAML provider as stored (docs/sso.md#saml); the key still sealed. */
export interface StoredSamlConnection {
  id: string;
  subscriptionId: string;
  idpEntityId: string;
  idpSignInUrl: string;
  idpCertificates: string[];
  spKeySealed: string;
  spCertificate: string;
}

/** The practice's connection (locked) as saving SAML needs it: its id, what it was, our key pair. */
export async function connectionKeysOf(
  db: Queryable,
  subscriptionId: string,
): Promise<{
  id: string;
  before: { protocol: string; provider: string | null; enforced: boolean };
  spKeySealed: string | null;
  spCertificate: string | null;
} | null> {
  const { rows } = await db.query<{
    id: string;
    protocol: string;
    provider: string | null;
    enforced: boolean;
    saml_sp_key_sealed: string | null;
    saml_sp_certificate: string | null;
  }>(
    `select id, protocol, coalesce(saml_idp_entity_id, oidc_issuer) as provider, enforced,
       saml_sp_key_sealed, saml_sp_certificate
     from sso_connections where subscription_id = $1 for update`,
    [subscriptionId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    before: { protocol: row.protocol, provider: row.provider, enforced: row.enforced },
    spKeySealed: row.saml_sp_key_sealed,
    spCertificate: row.saml_sp_certificate,
  };
}

export interface SamlConnectionWrite {
  id: string;
  subscriptionId: string;
  metadataXml: string;
  idpEntityId: string;
  idpSignInUrl: string;
  idpCertificates: string[];
  spKeySealed: string;
  spCertificate: string;
}

/**
 * Saves the practice's provider as SAML (docs/sso.md#test-before-enforce: saving forgets the test
 * and switches enforcement off); an OpenID Connect provider it replaces is forgotten whole.
 */
export async function writeSamlConnection(db: Queryable, write: SamlConnectionWrite): Promise<void> {
  await db.query(
    `insert into sso_connections (id, subscription_id, protocol, saml_idp_metadata, saml_idp_entity_id,
       saml_idp_sign_in_url, saml_idp_certificates, saml_sp_key_sealed, saml_sp_certificate)
     values ($1, $2, 'saml', $3, $4, $5, $6, $7, $8)
     on conflict (subscription_id) do update set protocol = 'saml',
       oidc_issuer = null, oidc_client_id = null, oidc_client_secret_sealed = null,
       saml_idp_metadata = excluded.saml_idp_metadata, saml_idp_entity_id = excluded.saml_idp_entity_id,
       saml_idp_sign_in_url = excluded.saml_idp_sign_in_url,
       saml_idp_certificates = excluded.saml_idp_certificates,
       saml_sp_key_sealed = excluded.saml_sp_key_sealed, saml_sp_certificate = excluded.saml_sp_certificate,
       enforced = false, tested_at = null, tested_by = null, updated_at = now()`,
    [
      write.id,
      write.subscriptionId,
      write.metadataXml,
      write.idpEntityId,
      write.idpSignInUrl,
      write.idpCertificates,
      write.spKeySealed,
      write.spCertificate,
    ],
  );
}

/** The practice's SAML connection, by the practice's id (the address of our metadata and consumer names it). */
export async function findSamlConnection(
  db: Queryable,
  practiceId: string,
): Promise<StoredSamlConnection | null> {
  const { rows } = await db.query<{
    id: string;
    subscription_id: string;
    saml_idp_entity_id: string;
    saml_idp_sign_in_url: string;
    saml_idp_certificates: string[];
    saml_sp_key_sealed: string;
    saml_sp_certificate: string;
  }>(
    `select id, subscription_id, saml_idp_entity_id, saml_idp_sign_in_url, saml_idp_certificates,
       saml_sp_key_sealed, saml_sp_certificate
     from sso_connections where subscription_id = $1 and protocol = 'saml' and saml_sp_key_sealed is not null`,
    [practiceId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    idpEntityId: row.saml_idp_entity_id,
    idpSignInUrl: row.saml_idp_sign_in_url,
    idpCertificates: row.saml_idp_certificates,
    spKeySealed: row.saml_sp_key_sealed,
    spCertificate: row.saml_sp_certificate,
  };
}

/**
 * docs/sso.md#saml: an assertion's id is accepted once. False when it was seen before (and is
 * still kept); the ones past their time are forgotten on the way.
 */
export async function rememberAssertion(
  db: Queryable,
  assertion: { id: string; connectionId: string; expiresAt: Date },
): Promise<boolean> {
  await db.query('delete from saml_assertions_seen where expires_at < now()');
  const { rows } = await db.query(
    `insert into saml_assertions_seen (assertion_id, connection_id, expires_at) values ($1, $2, $3)
     on conflict (assertion_id) do nothing returning assertion_id`,
    [assertion.id, assertion.connectionId, assertion.expiresAt],
  );
  return rows.length === 1;
}
