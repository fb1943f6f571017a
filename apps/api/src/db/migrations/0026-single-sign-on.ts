/**
 * A practice's single sign-on and directory provisioning (docs/sso.md), one migration for the
 * domains, the provider, the browser's way through it and the SCIM service's token and people, so
 * the sign-in, SAML and SCIM parts build on one model.
 */
export const singleSignOn = {
  id: 26,
  name: "single sign-on and SCIM provisioning, the sso domain's",
  statements: [
    // docs/sso.md#domain-proof: a domain claimed by a practice (its subscription) and the TXT
    // token that proves it. Several practices may claim a domain; one alone proves it.
    `create table sso_domains (
       id uuid primary key default gen_random_uuid(),
       subscription_id uuid not null references subscriptions (id) on delete cascade,
       domain text not null check (domain = lower(domain) and length(domain) between 4 and 253),
       proof_token text not null,
       proven_at timestamptz,
       created_at timestamptz not null default now())`,
    'create unique index sso_domains_claim on sso_domains (subscription_id, domain)',
    'create unique index sso_domains_proven on sso_domains (domain) where proven_at is not null',
    // docs/sso.md#oidc, #saml: one provider per practice. Secrets sealed (docs/sso.md#secrets) with
    // the connection's id as associated data; the SAML service provider's key pair is the practice's.
    `create table sso_connections (
       id uuid primary key default gen_random_uuid(),
       subscription_id uuid not null unique references subscriptions (id) on delete cascade,
       protocol text not null check (protocol in ('oidc', 'saml')),
       oidc_issuer text,
       oidc_client_id text,
       oidc_client_secret_sealed text,
       saml_idp_metadata text,
       saml_idp_entity_id text,
       saml_idp_sign_in_url text,
       saml_idp_certificates text[] not null default '{}',
       saml_sp_key_sealed text,
       saml_sp_certificate text,
       tested_at timestamptz,
       tested_by uuid references users (id) on delete set null,
       enforced boolean not null default false,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now(),
       check (protocol <> 'oidc' or (oidc_issuer is not null and oidc_client_id is not null)),
       check (protocol <> 'saml' or (saml_idp_entity_id is not null and saml_idp_sign_in_url is not null)),
       check (not enforced or tested_at is not null))`,
    // docs/sso.md#sign-in: a browser on its way through the provider: its state (also in a cookie
    // of that browser), the nonce and PKCE verifier (OIDC) or the request id (SAML), single use.
    // A test sign-in (docs/sso.md#test-before-enforce) names who asked for it.
    `create table sso_flows (
       id uuid primary key default gen_random_uuid(),
       state_hash text not null unique,
       connection_id uuid not null references sso_connections (id) on delete cascade,
       nonce text,
       code_verifier text,
       saml_request_id text,
       login_hint text,
       test_user_id uuid references users (id) on delete cascade,
       expires_at timestamptz not null,
       created_at timestamptz not null default now())`,
    'create index sso_flows_expiry on sso_flows (expires_at)',
    // docs/sso.md#sign-in: the provider's return leaves a one-time ticket in the site's address;
    // POST /authentication/sso/complete exchanges it for a session, or for the reason it failed.
    `create table sso_tickets (
       ticket_hash text primary key,
       user_id uuid references users (id) on delete cascade,
       failure text,
       expires_at timestamptz not null,
       created_at timestamptz not null default now(),
       check ((user_id is null) <> (failure is null)))`,
    // docs/sso.md#saml: an assertion's id is accepted once, until it could no longer be valid.
    `create table saml_assertions_seen (
       assertion_id text primary key,
       connection_id uuid not null references sso_connections (id) on delete cascade,
       expires_at timestamptz not null)`,
    'create index saml_assertions_seen_expiry on saml_assertions_seen (expires_at)',
    // docs/sso.md#scim-token: one bearer token per practice, kept as its hash.
    `create table scim_tokens (
       subscription_id uuid primary key references subscriptions (id) on delete cascade,
       token_hash text not null unique,
       created_at timestamptz not null default now(),
       last_used_at timestamptz)`,
    // docs/sso.md#scim: the people the practice's directory provisioned, with the directory's own
    // id for them and whether it holds them active.
    `create table scim_users (
       id uuid primary key default gen_random_uuid(),
       subscription_id uuid not null references subscriptions (id) on delete cascade,
       user_id uuid not null references users (id) on delete cascade,
       external_id text,
       active boolean not null default true,
       display_name text,
       created_at timestamptz not null default now(),
       updated_at timestamptz not null default now())`,
    'create unique index scim_users_person on scim_users (subscription_id, user_id)',
    'create unique index scim_users_external on scim_users (subscription_id, external_id) where external_id is not null',
  ],
} as const;
