import { spawn } from 'node:child_process';
import * as oauth from 'oauth4webapi';
import type { Context } from './context.js';
import { ClientError, EXIT } from './exit-codes.js';
import { openLoopback } from './loopback.js';
import { CLIENT, CLIENT_AUTH, discover, fetchJwks, httpOptions, network, SCOPE } from './server.js';
import { type ClientState, newUsage, saveState } from './state.js';
import { oauthFailure, tokensFrom } from './tokens.js';

/** docs/desktop-app.md#lifetimes: a pending sign-in lasts 10 minutes; the client waits as long. */
export const LOGIN_TIMEOUT_MS = 10 * 60 * 1000;

/** The line that carries the address to open; the journeys read it (docs/desktop-app.md#reference-client). */
export const AUTHORIZATION_URL_PREFIX = 'Open this address in your browser: ';

export interface LoginOptions {
  server: string;
  deviceName: string;
  openBrowser: boolean;
  timeoutMs?: number;
}

/**
 * docs/desktop-app.md#flow: the metadata, a loopback listener, PKCE (S256) and a state, the
 * browser on the authorization endpoint, then the answer checked (state, iss: RFC 9207), the code
 * exchanged and the tokens and the server's keys stored.
 */
export async function login(context: Context, options: LoginOptions): Promise<void> {
  const as = await discover(options.server);
  const loopback = await openLoopback(options.timeoutMs ?? LOGIN_TIMEOUT_MS);
  try {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint ?? '');
    url.search = new URLSearchParams({
      client_id: CLIENT.client_id,
      response_type: 'code',
      redirect_uri: loopback.redirectUri,
      scope: SCOPE,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      device_name: options.deviceName,
    }).toString();
    context.print(`${AUTHORIZATION_URL_PREFIX}${url.href}`);
    if (options.openBrowser) openInBrowser(url.href);

    const { url: back, respond } = await loopback.callback.catch((error: Error) => {
      throw new ClientError(EXIT.signedOut, `not signed in: ${error.message}`);
    });
    try {
      // RFC 9207: the answer names the server that sent it, so a mix-up with another is seen.
      if (!back.searchParams.get('iss'))
        throw new ClientError(EXIT.failed, 'the answer names no issuer (iss)');
      const params = oauth.validateAuthResponse(as, CLIENT, back, state);
      const response = await network(() =>
        oauth.authorizationCodeGrantRequest(as, CLIENT, CLIENT_AUTH, params, loopback.redirectUri, verifier, {
          ...httpOptions(as.token_endpoint ?? ''),
        }),
      );
      const tokens = tokensFrom(
        await oauth.processAuthorizationCodeResponse(as, CLIENT, response),
        context.now(),
      );
      const jwks = await fetchJwks(as.jwks_uri ?? '');
      const stored: ClientState = {
        version: 1,
        issuer: as.issuer,
        endpoints: {
          authorization: as.authorization_endpoint ?? '',
          token: as.token_endpoint ?? '',
          revocation: as.revocation_endpoint ?? '',
          jwks: as.jwks_uri ?? '',
        },
        deviceName: options.deviceName,
        tokens,
        jwks,
        offline: null,
        blacklists: {},
        usage: newUsage(),
      };
      await saveState(context.statePath, stored);
      respond(true, 'Dictation is signed in. You can close this window.');
    } catch (error) {
      respond(false, 'Go back to the app and try again.');
      throw oauthFailure(error);
    }
    context.print(`Signed in to ${as.issuer} as device "${options.deviceName}".`);
  } finally {
    loopback.close();
  }
}

/** The system's browser, as a desktop app opens it. */
function openInBrowser(url: string) {
  const [command, args] =
    process.platform === 'win32'
      ? ['cmd', ['/c', 'start', '""', url.replaceAll('&', '^&')]]
      : process.platform === 'darwin'
        ? ['open', [url]]
        : ['xdg-open', [url]];
  const child = spawn(command as string, args as string[], { detached: true, stdio: 'ignore' });
  child.on('error', () => {});
  child.unref();
}
