import type { Queryable } from '../db/database.js';

/** A domain the practice claimed (docs/sso.md#domain-proof). */
export interface StoredDomain {
  domain: string;
  proof_token: string;
  proven_at: Date | null;
}

export async function domainsOf(db: Queryable, subscriptionId: string): Promise<StoredDomain[]> {
  const { rows } = await db.query<StoredDomain>(
    'select domain, proof_token, proven_at from sso_domains where subscription_id = $1 order by domain',
    [subscriptionId],
  );
  return rows;
}

/** Whether another practice proved the domain (docs/sso.md#domain-proof: one alone can). */
export async function provenElsewhere(
  db: Queryable,
  subscriptionId: string,
  domain: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from sso_domains where domain = $1 and subscription_id <> $2 and proven_at is not null',
    [domain, subscriptionId],
  );
  return rows.length > 0;
}

/** The claim, new or already there (claiming twice keeps its token). */
export async function insertDomain(
  db: Queryable,
  subscriptionId: string,
  domain: string,
  proofToken: string,
): Promise<void> {
  await db.query(
    `insert into sso_domains (subscription_id, domain, proof_token) values ($1, $2, $3)
     on conflict (subscription_id, domain) do nothing`,
    [subscriptionId, domain, proofToken],
  );
}

/** Proven now; false when another practice proved it first (the unique index of proven domains). */
export async function markDomainProven(
  db: Queryable,
  subscriptionId: string,
  domain: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `update sso_domains set proven_at = coalesce(proven_at, now())
      where subscription_id = $1 and domain = $2
        and not exists (select 1 from sso_domains o
                         where o.domain = $2 and o.subscription_id <> $1 and o.proven_at is not null)
      returning 1`,
    [subscriptionId, domain],
  );
  return rows.length > 0;
}

export async function deleteDomain(db: Queryable, subscriptionId: string, domain: string): Promise<boolean> {
  const { rows } = await db.query(
    'delete from sso_domains where subscription_id = $1 and domain = $2 returning 1',
    [subscriptionId, domain],
  );
  return rows.length > 0;
}

/** The practice's provider (docs/sso.md#oidc, #saml), with who tested it. */
export interface StoredConnection {
  id: string;
  protocol: 'oidc' | 'saml';
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  oidc_client_secret_sealed: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_sign_in_url: string | null;
  saml_sp_certificate: string | null;
  tested_at: Date | null;
  tested_by_email: string | null;
  enforced: boolean;
}

export async function connectionOf(db: Queryable, subscriptionId: string): Promise<StoredConnection | null> {
  const { rows } = await db.query<StoredConnection>(
    `select c.id, c.protocol, c.oidc_issuer, c.oidc_client_id, c.oidc_client_secret_sealed,
            c.saml_idp_entity_id, c.saml_idp_sign_in_url, c.saml_sp_certificate, c.tested_at,
            u.email as tested_by_email, c.enforced
       from sso_connections c left join users u on u.id = c.tested_by
      where c.subscription_id = $1`,
    [subscriptionId],
  );
  return rows[0] ?? null;
}

/** The SCIM token's dates (docs/sso.md#scim-token), null without one. */
export async function scimTokenDates(
  db: Queryable,
  subscriptionId: string,
): Promise<{ created_at: Date; last_used_at: Date | null } | null> {
  const { rows } = await db.query<{ created_at: Date; last_used_at: Date | null }>(
    'select created_at, last_used_at from scim_tokens where subscription_id = $1',
    [subscriptionId],
  );
  return rows[0] ?? null;
}

/**
 * docs/sso.md#oidc: the practice's OpenID Connect provider saved (its id chosen by the caller, the
 * secret's associated data); the test and enforcement are forgotten (docs/sso.md#test-before-enforce).
 */
export async function upsertOidcConnection(
  db: Queryable,
  connection: {
    id: string;
    subscription_id: string;
    issuer: string;
    client_id: string;
    secret_sealed: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into sso_connections (id, subscription_id, protocol, oidc_issuer, oidc_client_id, oidc_client_secret_sealed)
     values ($1, $2, 'oidc', $3, $4, $5)
     on conflict (subscription_id) do update set
       protocol = 'oidc', oidc_issuer = $3, oidc_client_id = $4, oidc_client_secret_sealed = $5,
       saml_idp_metadata = null, saml_idp_entity_id = null, saml_idp_sign_in_url = null,
       saml_idp_certificates = '{}', tested_at = null, tested_by = null, enforced = false, updated_at = now()`,
    [
      connection.id,
      connection.subscription_id,
      connection.issuer,
      connection.client_id,
      connection.secret_sealed,
    ],
  );
}

export async function deleteConnection(db: Queryable, subscriptionId: string): Promise<boolean> {
  const { rows } = await db.query('delete from sso_connections where subscription_id = $1 returning 1', [
    subscriptionId,
  ]);
  return rows.length > 0;
}

export async function setEnforced(db: Queryable, subscriptionId: string, enforced: boolean): Promise<void> {
  await db.query('update sso_connections set enforced = $2, updated_at = now() where subscription_id = $1', [
    subscriptionId,
    enforced,
  ]);
}

/** The connection whose practice proved the address's domain, for the sign-in (docs/sso.md#sign-in). */
export async function connectionForDomain(
  db: Queryable,
  domain: string,
): Promise<{ id: string; subscription_id: string; protocol: 'oidc' | 'saml'; enforced: boolean } | null> {
  const { rows } = await db.query<{
    id: string;
    subscription_id: string;
    protocol: 'oidc' | 'saml';
    enforced: boolean;
  }>(
    `select c.id, c.subscription_id, c.protocol, c.enforced
       from sso_domains d join sso_connections c on c.subscription_id = d.subscription_id
      where d.domain = $1 and d.proven_at is not null`,
    [domain],
  );
  return rows[0] ?? null;
}

/** A connection by its id, with what the sign-in needs (its sealed secret stays sealed). */
export async function connectionById(
  db: Queryable,
  id: string,
): Promise<(StoredConnection & { subscription_id: string }) | null> {
  const { rows } = await db.query<StoredConnection & { subscription_id: string }>(
    `select c.id, c.subscription_id, c.protocol, c.oidc_issuer, c.oidc_client_id, c.oidc_client_secret_sealed,
            c.saml_idp_entity_id, c.saml_idp_sign_in_url, c.saml_sp_certificate, c.tested_at,
            null as tested_by_email, c.enforced
       from sso_connections c where c.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The practice's owner: her id, address and whether two-factor sign-in is on (docs/sso.md#break-glass). */
export async function practiceOwner(
  db: Queryable,
  subscriptionId: string,
): Promise<{ id: string; email: string; two_factor: boolean } | null> {
  const { rows } = await db.query<{ id: string; email: string; two_factor: boolean }>(
    `select u.id, u.email,
            exists (select 1 from two_factor t where t.user_id = u.id and t.enabled_at is not null) as two_factor
       from subscriptions s join users u on u.id = s.owner_id where s.id = $1`,
    [subscriptionId],
  );
  return rows[0] ?? null;
}

/** Whether the account owns a practice that requires its provider (docs/sso.md#break-glass). */
export async function ownsEnforcedPractice(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from subscriptions s join sso_connections c on c.subscription_id = s.id
      where s.owner_id = $1 and s.ended_at is null and c.enforced`,
    [userId],
  );
  return rows.length > 0;
}
