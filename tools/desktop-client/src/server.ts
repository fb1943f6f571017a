import { APP_CLIENT_ID } from '@app/contracts';
import * as oauth from 'oauth4webapi';
import { ClientError, EXIT } from './exit-codes.js';
import type { ClientState } from './state.js';

/** docs/desktop-app.md#client: the one public client, no secret. */
export const CLIENT: oauth.Client = { client_id: APP_CLIENT_ID, token_endpoint_auth_method: 'none' };
export const CLIENT_AUTH = oauth.None();
/** docs/desktop-app.md#scope. */
export const SCOPE = 'licence';
/** How long one request may take on a slow line before the server counts as unreachable. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Options of every request: plain http is allowed only to this machine (a development or test
 * server); anywhere else the server must be https.
 */
export function httpOptions(url: string) {
  const { protocol, hostname } = new URL(url);
  const loopback = ['127.0.0.1', '[::1]', 'localhost'].includes(hostname);
  return {
    [oauth.allowInsecureRequests]: protocol === 'http:' && loopback,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };
}

/**
 * The authorization server as the state remembers it (oauth4webapi's shape), so that refresh,
 * revocation and the app's calls need no new look at the metadata.
 */
export function authorizationServer(state: ClientState): oauth.AuthorizationServer {
  return {
    issuer: state.issuer,
    authorization_endpoint: state.endpoints.authorization,
    token_endpoint: state.endpoints.token,
    revocation_endpoint: state.endpoints.revocation,
    jwks_uri: state.endpoints.jwks,
    authorization_response_iss_parameter_supported: true,
  };
}

/** RFC 8414: the metadata of `issuer`, its `issuer` checked to be exactly that address. */
export async function discover(issuer: string): Promise<oauth.AuthorizationServer> {
  const url = new URL(issuer);
  const response = await network(() =>
    oauth.discoveryRequest(url, { algorithm: 'oauth2', ...httpOptions(issuer) }),
  );
  const metadata = await oauth.processDiscoveryResponse(url, response);
  if (!metadata.code_challenge_methods_supported?.includes('S256')) {
    throw new ClientError(EXIT.failed, `${issuer} does not offer PKCE with S256`);
  }
  return metadata;
}

/** The server's public keys (`jwks_uri`), kept for checking the offline entitlement. */
export async function fetchJwks(jwksUri: string) {
  const response = await network(() => fetch(jwksUri, httpOptions(jwksUri)));
  if (!response.ok) throw new ClientError(EXIT.failed, `${jwksUri} answered ${response.status}`);
  const jwks = (await response.json()) as { keys?: unknown };
  if (!Array.isArray(jwks.keys)) throw new ClientError(EXIT.failed, `${jwksUri} is not a JWKS`);
  return jwks as { keys: Record<string, unknown>[] };
}

/** Whether `error` says the server could not be reached (refused, reset, timed out, no route). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ClientError) return error.exitCode === EXIT.network;
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}

/** Runs a request; a server out of reach becomes the network exit code. */
export async function network<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isNetworkError(error)) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new ClientError(EXIT.network, `the server could not be reached${cause}`, { cause: error });
    }
    throw error;
  }
}
