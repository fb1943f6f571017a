import { API_BASE_PATH, endpoints } from '@app/contracts';
import * as oauth from 'oauth4webapi';
import type { Context } from './context.js';
import { ClientError, EXIT } from './exit-codes.js';
import { authorizationServer, CLIENT, CLIENT_AUTH, httpOptions, network } from './server.js';
import { type ClientState, saveState } from './state.js';

/** An access token this close to its end is renewed before a call rather than refused after it. */
const RENEW_BEFORE_MS = 30_000;

export function tokensFrom(response: oauth.TokenEndpointResponse, now: Date): ClientState['tokens'] {
  if (!response.refresh_token) throw new ClientError(EXIT.failed, 'the server gave no refresh token');
  return {
    accessToken: response.access_token,
    accessTokenExpiresAt: new Date(now.getTime() + (response.expires_in ?? 0) * 1000).toISOString(),
    refreshToken: response.refresh_token,
  };
}

/** An OAuth failure as the command line reports it: a sign-in ended or refused means signed out. */
export function oauthFailure(error: unknown): unknown {
  if (error instanceof ClientError) return error;
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) {
    const signedOut = ['invalid_grant', 'access_denied'].includes(error.error);
    const text = `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`;
    return new ClientError(signedOut ? EXIT.signedOut : EXIT.failed, `the server answered ${text}`, {
      cause: error,
    });
  }
  if (error instanceof oauth.OperationProcessingError) {
    return new ClientError(EXIT.failed, `the server's answer was refused: ${error.message}`, {
      cause: error,
    });
  }
  return error;
}

/**
 * docs/desktop-app.md#refresh: a new access token for the refresh token, which is spent: the new
 * refresh token is stored at once, before anything else can fail.
 */
export async function refresh(context: Context, state: ClientState): Promise<void> {
  const as = authorizationServer(state);
  try {
    const response = await network(() =>
      oauth.refreshTokenGrantRequest(
        as,
        CLIENT,
        CLIENT_AUTH,
        state.tokens.refreshToken,
        httpOptions(as.issuer),
      ),
    );
    state.tokens = tokensFrom(await oauth.processRefreshTokenResponse(as, CLIENT, response), context.now());
  } catch (error) {
    throw oauthFailure(error);
  }
  await saveState(context.statePath, state);
}

export type AppCall = 'appEntitlement' | 'appBlacklist' | 'appUsage';

/**
 * One of the app's calls (docs/desktop-app.md#app-calls) with the access token, renewed when it
 * is about to end or when the call is answered 401; a second 401 means the sign-in is over.
 */
export async function appCall(
  context: Context,
  state: ClientState,
  call: AppCall,
  init: { query?: Record<string, string>; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Response> {
  const url = new URL(`${API_BASE_PATH}${endpoints[call].path}`, state.issuer);
  for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
  const send = async () => {
    const headers = new Headers(init.headers);
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    try {
      return await network(() =>
        oauth.protectedResourceRequest(
          state.tokens.accessToken,
          endpoints[call].method,
          url,
          headers,
          init.body === undefined ? null : JSON.stringify(init.body),
          httpOptions(url.href),
        ),
      );
    } catch (error) {
      // A 401 with a WWW-Authenticate challenge: answered as any 401 below.
      if (error instanceof oauth.WWWAuthenticateChallengeError) return error.response;
      throw error;
    }
  };
  const ending = Date.parse(state.tokens.accessTokenExpiresAt) - RENEW_BEFORE_MS;
  if (context.now().getTime() >= ending) await refresh(context, state);
  let response = await send();
  if (response.status === 401) {
    await refresh(context, state);
    response = await send();
  }
  if (response.status === 401)
    throw new ClientError(EXIT.signedOut, 'signed out: the server ended this sign-in');
  return response;
}

/** An answer other than 2xx and 304, as the command line reports it, with the API's error code. */
export async function callFailure(response: Response): Promise<ClientError> {
  let body: { code?: string; message?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {}
  const text = `${response.status} ${body.code ?? ''}${body.message ? ` (${body.message})` : ''}`.trim();
  if (body.code === 'app_no_licence') return new ClientError(EXIT.noLicence, `no licence: ${text}`);
  if (body.code === 'app_device_limit') return new ClientError(EXIT.deviceLimit, `device limit: ${text}`);
  return new ClientError(EXIT.failed, `the server answered ${text}`);
}
