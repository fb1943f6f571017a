import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createFlow, takeFlow } from '../flows.js';
import { failProviderReturn, finishProviderReturn, type ProviderReturnDeps } from '../provider-return.js';
import {
  newSamlRequestId,
  SamlRefusal,
  samlAuthorizeUrl,
  samlServiceProviderMetadata,
  verifySamlResponse,
} from './saml-protocol.js';
import { findSamlConnection, rememberAssertion } from './saml-repository.js';

export type SamlSignInDeps = ProviderReturnDeps & { config: Pick<Config, 'publicUrl' | 'twoFactorKey'> };

const samlDeps = (deps: SamlSignInDeps) => ({
  secretKey: deps.config.twoFactorKey,
  publicUrl: deps.config.publicUrl,
});

/**
 * GET /sso/start for a SAML provider (docs/sso.md#saml, #sign-in): the flow recorded with the id
 * of the AuthnRequest about to be made, then the provider's address with that request (HTTP-Redirect
 * binding), RelayState carrying the flow's state. The state's cookie is SameSite=None (and Secure):
 * the provider's answer comes back as a cross-site POST, which a Lax cookie does not follow
 * (docs/decisions/010-saml-library.md).
 */
export async function startSamlSignIn(
  deps: SamlSignInDeps,
  connection: { id: string; subscription_id: string },
  flow: { loginHint: string | null; testUserId: string | null },
): Promise<{ redirectTo: string; state: string; sameSite: 'None' }> {
  const stored = await findSamlConnection(deps.db, connection.subscription_id);
  if (stored?.id !== connection.id) throw new Error('the practice has no SAML connection with a key pair');
  const samlRequestId = newSamlRequestId();
  const { state } = await createFlow(deps.db, { connectionId: stored.id, samlRequestId, ...flow });
  const redirectTo = await samlAuthorizeUrl(samlDeps(deps), stored, state, samlRequestId);
  return { redirectTo, state, sameSite: 'None' };
}

/** GET /sso/saml/{practiceId}/metadata: our metadata for the provider; null while the practice has no SAML provider. */
export async function samlMetadataOf(
  deps: { db: Database; config: Pick<Config, 'publicUrl' | 'twoFactorKey'> },
  practiceId: string,
): Promise<string | null> {
  const stored = await findSamlConnection(deps.db, practiceId);
  return stored
    ? samlServiceProviderMetadata(
        { secretKey: deps.config.twoFactorKey, publicUrl: deps.config.publicUrl },
        stored,
      )
    : null;
}

/**
 * POST /sso/saml/{practiceId}/acs (docs/sso.md#saml): the provider's answer, for the live flow
 * whose state both the browser's cookie and RelayState carry (taken: it serves once); checked
 * (signature, audience, recipient, destination, time within 60 s, InResponseTo the flow's
 * request), its assertion id remembered (a second use refused), then the address handed to the
 * provider's return. Every refusal is logged and audited with its reason; the page learns only
 * that the sign-in failed. Answers where the browser goes next.
 */
export async function acceptSamlResponse(
  deps: SamlSignInDeps,
  practiceId: string,
  form: { SAMLResponse?: unknown; RelayState?: unknown },
  stateFromCookie: string | null,
): Promise<{ redirectTo: string }> {
  const relayState = typeof form.RelayState === 'string' ? form.RelayState : null;
  const flow = await takeFlow(deps.db, stateFromCookie, relayState);
  if (!flow) return failProviderReturn(deps, 'state_mismatch', null);
  const { connectionId } = flow;
  const failed = { flowId: flow.id, connectionId, testUserId: flow.testUserId, email: flow.loginHint };
  const connection = await findSamlConnection(deps.db, practiceId);
  // The flow began at another practice's provider, or the provider changed since.
  if (connection?.id !== connectionId) return failProviderReturn(deps, 'connection_missing', failed);
  if (typeof form.SAMLResponse !== 'string' || !flow.samlRequestId)
    return failProviderReturn(deps, 'saml_refused', failed);
  try {
    const verified = await verifySamlResponse(
      samlDeps(deps),
      connection,
      { SAMLResponse: form.SAMLResponse },
      flow.samlRequestId,
    );
    const fresh = await rememberAssertion(deps.db, {
      id: verified.assertionId,
      connectionId,
      expiresAt: verified.keepUntil,
    });
    if (!fresh) throw new SamlRefusal('saml_replayed', `assertion ${verified.assertionId} was used before`);
    if (!verified.email) return failProviderReturn(deps, 'email_missing', failed);
    return await finishProviderReturn(deps, {
      flowId: flow.id,
      connectionId,
      email: verified.email,
      name: verified.name,
      testUserId: flow.testUserId,
    });
  } catch (error) {
    if (!(error instanceof SamlRefusal)) throw error;
    deps.log.warn({ reason: error.code, detail: error.message, connectionId }, 'SAML answer refused');
    return failProviderReturn(deps, error.code, failed);
  }
}
