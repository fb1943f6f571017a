import { randomUUID } from 'node:crypto';
import type { SaveOidcConnectionRequest } from '@app/contracts';
import { practiceServiceFor } from '@app/i18n';
import * as client from 'openid-client';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { open, seal } from '../two-factor/secret-box.js';
import { oidcRedirectUri, type SsoPractice } from './practice-sso.js';
import { providerFetch } from './provider-fetch.js';
import { connectionOf, upsertOidcConnection } from './settings-repository.js';

/** docs/legal.md#practice-services: openid-client asks the practice's own identity provider. */
export const OIDC_PROVIDER_SERVICE = practiceServiceFor('identityProvider');

/** How long one request to the provider (discovery, token) may take, in seconds. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

export type OidcDeps = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'twoFactorKey' | 'ssoPrivateProviders'>;
};

/** A provider's address: https, or http on loopback only (where the tests' providers run). */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * The provider's configuration by discovery (docs/sso.md#oidc): openid-client reads
 * /.well-known/openid-configuration and checks that its issuer is the one given.
 */
export async function discover(
  issuer: string,
  clientId: string,
  clientSecret: string,
  privateAllowed: boolean,
): Promise<client.Configuration> {
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && !(privateAllowed && isLoopback(url)))
    throw new Error('an issuer must be served over https');
  return client.discovery(url, clientId, clientSecret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    // docs/sso.md#provider-addresses: discovery and every later request (token, keys) checked.
    // (openid-client's body type is Uint8Array-or-string, which fetch takes; its typings differ.)
    [client.customFetch]: (href, options) => providerFetch(privateAllowed)(href, options as RequestInit),
    ...(url.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
  });
}

/**
 * docs/sso.md#oidc, #secrets, #test-before-enforce: saved only when discovery reads the provider
 * (`sso_discovery_failed` otherwise); the secret sealed with the connection's id as associated
 * data, the stored one kept when none is given. Saving forgets the test and switches enforcement off.
 */
export async function saveOidcConnection(
  { db, config }: OidcDeps,
  practice: SsoPractice,
  input: SaveOidcConnectionRequest,
): Promise<{ before: Record<string, unknown> | null }> {
  const existing = await connectionOf(db, practice.subscriptionId);
  const id = existing?.id ?? randomUUID();
  const kept =
    existing?.protocol === 'oidc' && existing.oidc_client_secret_sealed
      ? open(config.twoFactorKey, existing.id, existing.oidc_client_secret_sealed)
      : null;
  const secret = input.clientSecret ?? kept;
  if (!secret) throw new HttpError('sso_discovery_failed', 'a client secret is needed');
  try {
    await discover(input.issuer, input.clientId, secret, config.ssoPrivateProviders ?? false);
  } catch (error) {
    throw new HttpError('sso_discovery_failed', error instanceof Error ? error.message : undefined);
  }
  await upsertOidcConnection(db, {
    id,
    subscription_id: practice.subscriptionId,
    issuer: input.issuer,
    client_id: input.clientId,
    secret_sealed: seal(config.twoFactorKey, id, secret),
  });
  return {
    before: existing
      ? { protocol: existing.protocol, issuer: existing.oidc_issuer, enforced: existing.enforced }
      : null,
  };
}

/** The stored connection's configuration, its secret opened. */
export async function configurationOf(
  config: OidcDeps['config'],
  connection: {
    id: string;
    oidc_issuer: string | null;
    oidc_client_id: string | null;
    oidc_client_secret_sealed: string | null;
  },
): Promise<client.Configuration> {
  if (!connection.oidc_issuer || !connection.oidc_client_id || !connection.oidc_client_secret_sealed)
    throw new Error('the connection is not an OpenID Connect one');
  const secret = open(config.twoFactorKey, connection.id, connection.oidc_client_secret_sealed);
  return discover(
    connection.oidc_issuer,
    connection.oidc_client_id,
    secret,
    config.ssoPrivateProviders ?? false,
  );
}

/** The PKCE verifier and nonce a new flow keeps (docs/sso.md#oidc). */
export function newOidcSecrets(): { nonce: string; codeVerifier: string } {
  return { nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/** Where the browser goes: the provider's authorization endpoint, code flow with PKCE S256, state and nonce. */
export async function authorizationUrl(
  configuration: client.Configuration,
  config: Pick<Config, 'publicUrl'>,
  flow: { state: string; nonce: string; codeVerifier: string; loginHint: string | null },
): Promise<string> {
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidcRedirectUri(config),
    scope: SCOPE,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    ...(flow.loginHint ? { login_hint: flow.loginHint } : {}),
  });
  return url.href;
}

/** Who the provider says she is, or why the answer is refused (docs/sso.md#oidc). */
export type OidcIdentity =
  | { email: string; name: string | null }
  | { failure: 'token_invalid' | 'email_missing' | 'email_unverified' };

/**
 * The provider's return checked by openid-client (the authorization response's state and
 * issuer, the code exchanged with the PKCE verifier, the ID token's signature, issuer, audience,
 * expiry and nonce); then the address: `email`, or `preferred_username` when it is an address,
 * and never one the provider says is not verified.
 */
export async function identityFromReturn(
  configuration: client.Configuration,
  currentUrl: URL,
  flow: { state: string; nonce: string; codeVerifier: string },
): Promise<OidcIdentity> {
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      pkceCodeVerifier: flow.codeVerifier,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch {
    return { failure: 'token_invalid' };
  }
  if (!claims) return { failure: 'token_invalid' };
  const address = [claims.email, claims.preferred_username].find(
    (value): value is string => typeof value === 'string' && /^[^@\s]+@[^@\s]+$/.test(value),
  );
  if (!address) return { failure: 'email_missing' };
  if (claims.email_verified === false) return { failure: 'email_unverified' };
  const name = typeof claims.name === 'string' ? claims.name : null;
  return { email: address.toLowerCase(), name };
}
