import { createHash } from 'node:crypto';
import { APP_CLIENT_ID } from '@app/contracts';
import Provider, { type Configuration } from 'oidc-provider';
import { findUserById } from '../accounts/users-service.js';
import type { Database } from '../db/database.js';
import { pollTooSoon } from '../rate-limits/rate-limits-service.js';
import { derivedSecret, signingJwk } from './signing-keys.js';
import { stateAdapterFor } from './state-adapter.js';

/** docs/desktop-app.md#client: the one client, the Windows app; public, so no secret. */
export { APP_CLIENT_ID };

/** docs/desktop-app.md#redirects: loopback only, any port (RFC 8252 section 7.3), this path. */
export const APP_REDIRECT_URIS = ['http://127.0.0.1/callback', 'http://[::1]/callback'] as const;

/** docs/desktop-app.md#scope: what an app sign-in asks for and is given: the use of the licence. */
export const APP_SCOPE = 'licence';

/** docs/desktop-app.md#endpoints: where the authorization server answers, beside the metadata. */
export const APP_AUTH_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  // docs/desktop-app.md#device-code: the app asks for a code here...
  device_authorization: '/oauth/device/auth',
  // ...and the user types it on the site's screen, named as the verification_uri.
  code_verification: '/app/device',
} as const;

/** RFC 8628: the device-code grant, the fallback where no browser can reach the app's loopback. */
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** docs/desktop-app.md#device-code: seconds the app waits between two polls (RFC 8628 section 3.2). */
export const DEVICE_POLL_INTERVAL_SECONDS = 5;

/** The polls of a device code, counted by its digest: the code itself is the app's secret. */
const DEVICE_POLLS_KIND = 'device_code_poll';
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** docs/desktop-app.md#lifetimes, in seconds. */
export const APP_TOKEN_LIFETIMES = {
  AccessToken: 10 * 60,
  AuthorizationCode: 60,
  Interaction: 10 * 60,
  RefreshToken: 30 * 24 * 60 * 60,
  Grant: 365 * 24 * 60 * 60,
  Session: 10 * 60,
  DeviceCode: 10 * 60,
} as const;

/** Where the browser goes to sign in and approve: the site's consent screen for that request. */
export const consentPath = (uid: string) => `/app/consent/${encodeURIComponent(uid)}`;

export interface AppAuthOptions {
  db: Database;
  /** PUBLIC_URL: the issuer. */
  publicUrl: string;
  /** The server's secret the cookie and signing keys are derived from. */
  secret: Buffer;
  /** Behind a named proxy, the scheme and host come from its X-Forwarded-* headers. */
  behindProxy: boolean;
}

/**
 * The authorization server of the Windows app (docs/decisions/007-authorization-server.md):
 * oidc-provider configured for one public native client, authorization code with PKCE (S256),
 * rotating refresh tokens and revocation, its state in our database.
 */
export function createAppAuthProvider({ db, publicUrl, secret, behindProxy }: AppAuthOptions): Provider {
  const configuration: Configuration = {
    adapter: stateAdapterFor(db),
    clients: [
      {
        client_id: APP_CLIENT_ID,
        application_type: 'native',
        token_endpoint_auth_method: 'none',
        redirect_uris: [...APP_REDIRECT_URIS],
        grant_types: ['authorization_code', 'refresh_token', DEVICE_CODE_GRANT],
        response_types: ['code'],
        scope: APP_SCOPE,
        id_token_signed_response_alg: 'EdDSA',
      },
    ],
    clientDefaults: { id_token_signed_response_alg: 'EdDSA' },
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    jwks: { keys: [signingJwk(secret) as never] },
    cookies: { keys: [derivedSecret(secret, 'cookies').toString('base64url')] },
    responseTypes: ['code'],
    scopes: [APP_SCOPE],
    // docs/desktop-app.md#consent: the app names the computer it runs on, for the consent screen.
    extraParams: ['device_name'],
    pkce: { required: () => true },
    routes: APP_AUTH_ROUTES,
    ttl: APP_TOKEN_LIFETIMES,
    features: {
      devInteractions: { enabled: false },
      // docs/desktop-app.md#device-code: 8 letters of 20 (RFC 8628 section 6.1), typed on the
      // site's /app/device; oidc-provider's own code pages are never reached (only /oauth/* is).
      deviceFlow: {
        enabled: true,
        charset: 'base-20',
        mask: '****-****',
        deviceInfo: (ctx) => ({ ip: ctx.ip }),
      },
      // The app revokes its own tokens at sign-out; none of another client's.
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    // docs/desktop-app.md#refresh: every app sign-in keeps a refresh token, renewed at each use.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // A bad request that cannot go back to the app (an unknown client or redirect): a plain answer.
    renderError: (ctx, out) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
    interactions: { url: (_ctx, interaction) => consentPath(interaction.uid) },
    findAccount: async (_ctx, sub) => {
      const user = await findUserById(db, sub);
      return user ? { accountId: user.id, claims: () => ({ sub: user.id }) } : undefined;
    },
  };
  const provider = new Provider(publicUrl.replace(/\/+$/, ''), configuration);
  provider.proxy = behindProxy;
  provider.use(async (ctx, next) => {
    await next();
    // RFC 8628 section 3.2: the interval the app polls at, which oidc-provider leaves unsaid...
    if (ctx.oidc?.route === 'device_authorization' && ctx.status === 200 && ctx.body) {
      ctx.body = { ...(ctx.body as object), interval: DEVICE_POLL_INTERVAL_SECONDS };
    }
    // ...and section 3.5: a pending code polled sooner than that is told to slow down.
    const { params } = ctx.oidc ?? {};
    if (
      ctx.oidc?.route === 'token' &&
      params?.grant_type === DEVICE_CODE_GRANT &&
      (ctx.body as { error?: string } | undefined)?.error === 'authorization_pending' &&
      (await pollTooSoon(
        db,
        DEVICE_POLLS_KIND,
        digest(String(params.device_code)),
        DEVICE_POLL_INTERVAL_SECONDS,
      ))
    ) {
      ctx.body = {
        error: 'slow_down',
        error_description: `poll at most every ${DEVICE_POLL_INTERVAL_SECONDS} seconds`,
      };
    }
  });
  return provider;
}
