import type { Queryable } from '../../db/database.js';
import { servingSql } from '../../subscriptions/subscriptions-service.js';

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

/** The serving Enterprise subscription the account owns (docs/sso.md#who), or null. */
export async function enterpriseSubscriptionOf(db: Queryable, ownerId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `select s.id from subscriptions s
     where s.owner_id = $1 and s.plan = 'enterprise' and ${servingSql('s')}
     order by s.created_at desc limit 1`,
    [ownerId],
  );
  return rows[0]?.id ?? null;
}

/** The practice's connection's id and its service provider's key pair, if it has a connection. */
export async function connectionKeysOf(
  db: Queryable,
  subscriptionId: string,
): Promise<{ id: string; spKeySealed: string | null; spCertificate: string | null } | null> {
  const { rows } = await db.query<{
    id: string;
    saml_sp_key_sealed: string | null;
    saml_sp_certificate: string | null;
  }>(
    `select id, saml_sp_key_sealed, saml_sp_certificate from sso_connections
     where subscription_id = $1 for update`,
    [subscriptionId],
  );
  const row = rows[0];
  return row
    ? { id: row.id, spKeySealed: row.saml_sp_key_sealed, spCertificate: row.saml_sp_certificate }
    : null;
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

/** A SAML connection by its id (the address of our metadata and consumer names it). */
export async function findSamlConnection(db: Queryable, id: string): Promise<StoredSamlConnection | null> {
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
     from sso_connections where id = $1 and protocol = 'saml' and saml_sp_key_sealed is not null`,
    [id],
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
