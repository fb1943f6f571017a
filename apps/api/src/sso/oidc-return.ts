import type { SsoFlow } from './flows.js';
import { takeFlow } from './flows.js';
import { configurationOf, identityFromReturn } from './oidc.js';
import { oidcRedirectUri } from './practice-sso.js';
import { failProviderReturn, finishProviderReturn } from './provider-return.js';
import { connectionById } from './settings-repository.js';
import type { SsoDeps } from './sign-in.js';

/**
 * GET /sso/oidc/callback (docs/sso.md#sign-in, #oidc): the state of the browser's cookie and of the
 * provider's return must name one live flow, taken once; an error from the provider, or an answer
 * openid-client refuses, or an address we refuse, fails it. Answers where the browser goes.
 */
export async function oidcReturn(
  deps: SsoDeps,
  stateFromCookie: string | null,
  rawQuery: string,
): Promise<{ redirectTo: string }> {
  const query = new URLSearchParams(rawQuery);
  const flow = await takeFlow(deps.db, stateFromCookie, query.get('state'));
  if (!flow) return failProviderReturn(deps, 'state_mismatch', null);
  const failed = {
    flowId: flow.id,
    connectionId: flow.connectionId,
    testUserId: flow.testUserId,
    email: flow.loginHint,
  };
  if (query.has('error')) return failProviderReturn(deps, 'provider_error', failed);
  const connection = await connectionById(deps.db, flow.connectionId);
  if (connection?.protocol !== 'oidc' || !flow.nonce || !flow.codeVerifier || !stateFromCookie)
    return failProviderReturn(deps, 'connection_missing', failed);
  const identity = await identify(deps, connection, flow, stateFromCookie, rawQuery);
  if ('failure' in identity) return failProviderReturn(deps, identity.failure, failed);
  return finishProviderReturn(deps, {
    flowId: flow.id,
    connectionId: flow.connectionId,
    email: identity.email,
    name: identity.name,
    testUserId: flow.testUserId,
  });
}

async function identify(
  deps: SsoDeps,
  connection: NonNullable<Awaited<ReturnType<typeof connectionById>>>,
  flow: SsoFlow,
  state: string,
  rawQuery: string,
) {
  try {
    const configuration = await configurationOf(deps.config, connection);
    // The address the provider sent the browser to: ours, with the provider's parameters.
    const currentUrl = new URL(`${oidcRedirectUri(deps.config)}?${rawQuery}`);
    return await identityFromReturn(configuration, currentUrl, {
      state,
      nonce: flow.nonce as string,
      codeVerifier: flow.codeVerifier as string,
    });
  } catch (error) {
    deps.log.warn({ err: error, flowId: flow.id }, 'single sign-on provider unreachable');
    return { failure: 'provider_unreachable' as const };
  }
}
