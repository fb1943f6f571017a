import { rolesPermit, type SigninTokenResponse, type SsoDiscoverResponse } from '@app/contracts';
import { findUserById } from '../accounts/users-service.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { membershipOf } from '../licenses/index.js';
import { SSO_DISCOVERIES_PER_CLIENT } from '../rate-limits/limits.js';
import { takeAttempt } from '../rate-limits/rate-limits-service.js';
import type { SignInClient } from '../sessions/index.js';
import { openSession } from '../sessions/open-session.js';
import { consumeOneTimeToken } from '../tokens/one-time-tokens.js';
import { domainOf } from './addresses.js';
import { createFlow } from './flows.js';
import { authorizationUrl, configurationOf, newOidcSecrets } from './oidc.js';
import { apiUrlOf } from './practice-sso.js';
import { failProviderReturn, hashTicket, type ProviderReturnDeps } from './provider-return.js';
import { connectionById, connectionForDomain, connectionOf } from './settings-repository.js';
import { takeTicket } from './sso-repository.js';

export type SsoDeps = ProviderReturnDeps & {
  config: Pick<Config, 'publicUrl' | 'twoFactorKey' | 'ssoPrivateProviders'>;
};

/** The connection a sign-in goes through, as a protocol's start reads it. */
export type StartConnection = NonNullable<Awaited<ReturnType<typeof connectionById>>>;

/** Where a protocol's start sends the browser, and the flow's state for its cookie. */
export type Started = { redirectTo: string; state: string; sameSite?: 'Lax' | 'None' };
export type SsoStarter = (
  deps: SsoDeps,
  connection: StartConnection,
  flow: { loginHint: string | null; testUserId: string | null },
) => Promise<Started>;

/** docs/sso.md#oidc: the flow recorded (state, nonce, PKCE verifier), then the provider's authorization address. */
const startOidc: SsoStarter = async (deps, connection, flow) => {
  const configuration = await configurationOf(deps.config, connection);
  const secrets = newOidcSecrets();
  const { state } = await createFlow(deps.db, { connectionId: connection.id, ...secrets, ...flow });
  return {
    redirectTo: await authorizationUrl(configuration, deps.config, { state, ...secrets, ...flow }),
    state,
  };
};

/** Each protocol's start; the SAML part registers its own (registerSsoStarter). */
const starters: Partial<Record<'oidc' | 'saml', SsoStarter>> = { oidc: startOidc };
export function registerSsoStarter(protocol: 'oidc' | 'saml', starter: SsoStarter): void {
  starters[protocol] = starter;
}

/**
 * docs/sso.md#sign-in: e-mail first. An address of a proven domain whose practice has a provider
 * is sent to the API's start address; `enforced` says a password will be refused. Counted per
 * client (docs/limits.md#rate-limits): it tells which domains have a provider.
 */
export async function discoverSso(
  db: Database,
  config: Pick<Config, 'publicUrl'>,
  email: string,
  client: string,
): Promise<SsoDiscoverResponse> {
  await takeAttempt(db, [{ limit: SSO_DISCOVERIES_PER_CLIENT, subject: client }]);
  const domain = domainOf(email);
  const connection = domain ? await connectionForDomain(db, domain) : null;
  if (!connection) return { sso: null };
  const startUrl = `${apiUrlOf(config)}/sso/start?email=${encodeURIComponent(email.toLowerCase())}`;
  return { sso: { startUrl, enforced: connection.enforced } };
}

/**
 * GET /sso/start (docs/sso.md#sign-in, #test-before-enforce): the connection of the address's
 * proven domain, or, for a test, of the practice the one-time token's person sets up; the flow
 * recorded and the browser sent to the provider. Anything missing ends at the site's failure page.
 */
export async function startSso(
  deps: SsoDeps,
  input: { email?: string | undefined; test?: string | undefined },
): Promise<{ redirectTo: string; state?: string; sameSite?: 'Lax' | 'None' }> {
  const { db } = deps;
  let connection: StartConnection | null = null;
  let testUserId: string | null = null;
  if (input.test) {
    const consumed = await consumeOneTimeToken(db, 'sso_test', input.test);
    if (!consumed) return failProviderReturn(deps, 'test_token_invalid', null);
    testUserId = consumed.userId;
    const subscriptionId = await practiceSetUpBy(db, testUserId);
    const stored = subscriptionId ? await connectionOf(db, subscriptionId) : null;
    connection = stored ? await connectionById(db, stored.id) : null;
  } else if (input.email) {
    const domain = domainOf(input.email);
    const found = domain ? await connectionForDomain(db, domain) : null;
    connection = found ? await connectionById(db, found.id) : null;
  }
  const failed = { connectionId: connection?.id ?? null, testUserId, email: input.email ?? null };
  const start = connection ? starters[connection.protocol] : undefined;
  if (!connection || !start)
    return failProviderReturn(deps, 'connection_missing', testUserId ? failed : null);
  try {
    return await start(deps, connection, { loginHint: input.email?.toLowerCase() ?? null, testUserId });
  } catch (error) {
    deps.log.warn({ err: error, connectionId: connection.id }, 'single sign-on start failed');
    return failProviderReturn(deps, 'provider_unreachable', failed);
  }
}

/** The practice whose single sign-on the person may set up: her own, or one she is an admin of. */
async function practiceSetUpBy(db: Queryable, userId: string): Promise<string | null> {
  const membership = await membershipOf(db, userId);
  if (!membership || !rolesPermit(membership.roles, 'security')) return null;
  return membership.subscriptionId;
}

/**
 * POST /authentication/sso/complete (docs/sso.md#sign-in, #first-sign-in): the ticket, once and
 * within 2 minutes, opens a session that counts as both factors (the provider's own), so the
 * practice's two-factor requirement asks her for no code. A failure ticket answers
 * `sso_sign_in_failed`; an unknown, used or expired one `invalid_or_expired_token`.
 */
export async function completeSsoSignIn(
  deps: SsoDeps,
  ticket: string,
  client: SignInClient,
): Promise<{ answer: SigninTokenResponse; userId: string; email: string }> {
  return deps.db.transaction(async (tx) => {
    const taken = await takeTicket(tx, hashTicket(ticket));
    if (!taken) throw new HttpError('invalid_or_expired_token');
    if (!taken.user_id) throw new HttpError('sso_sign_in_failed');
    const user = await findUserById(tx, taken.user_id);
    if (!user) throw new HttpError('invalid_or_expired_token');
    const answer = await openSession(tx, deps.config, user, client, {
      secondFactor: true,
      signedInWith: 'provider',
    });
    return { answer, userId: user.id, email: user.email };
  });
}
