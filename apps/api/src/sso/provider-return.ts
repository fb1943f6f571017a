import { recordAudit } from '../audit/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { hashTokenHex, newToken } from '../sessions/session-tokens.js';
import { domainOf } from './addresses.js';
import { provisionPerson } from './people.js';
import {
  connectionPractice,
  insertTicket,
  isProvenDomainOf,
  recordConnectionTested,
} from './sso-repository.js';

/** docs/sso.md#sign-in: the ticket the return leaves in the site's address lives 2 minutes. */
export const TICKET_TTL_SECONDS = 2 * 60;

/** What the provider's return needs: the database, the site's address, a log for the reasons. */
export interface ProviderReturnDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  log: { warn(details: object, message: string): void };
}

/** A return the protocol's checks accepted (state, signature, audience, nonce... ): who the provider says she is. */
export interface ProviderAnswer {
  flowId: string;
  connectionId: string;
  /** The address the provider gives (OIDC `email`/`preferred_username`, SAML NameID or attribute). */
  email: string;
  name?: string | null;
  /** docs/sso.md#test-before-enforce: the test of this signed-in person. */
  testUserId?: string | null;
}

/** Why a return failed: for the log and the audit entry, never the page (docs/sso.md#sign-in). */
export type ProviderFailure =
  | 'state_mismatch'
  | 'provider_error'
  | 'token_invalid'
  | 'email_missing'
  | 'email_unverified'
  | 'domain_not_proven'
  | 'connection_missing'
  | (string & {});

/** The flow a failure belongs to, when one was found: a test goes back to the set-up page. */
export interface FailedFlow {
  flowId?: string;
  connectionId?: string | null;
  testUserId?: string | null;
  email?: string | null;
}

export const hashTicket = hashTokenHex;

/**
 * docs/sso.md#sign-in, #first-sign-in, #test-before-enforce: the provider vouched for the address;
 * it must be in one of the practice's proven domains. A test records itself and goes back to the
 * set-up page; a sign-in provisions her (provisionPerson) and leaves a one-time ticket for the
 * site to exchange for a session. Answers where the browser goes next.
 */
export async function finishProviderReturn(
  deps: ProviderReturnDeps,
  answer: ProviderAnswer,
): Promise<{ redirectTo: string }> {
  const { db, config } = deps;
  const email = answer.email.trim().toLowerCase();
  const failed: FailedFlow = { ...answer, email };
  const practice = await connectionPractice(db, answer.connectionId);
  if (!practice) return failProviderReturn(deps, 'connection_missing', failed);
  const domain = domainOf(email);
  if (!domain || !(await isProvenDomainOf(db, practice.subscription_id, domain)))
    return failProviderReturn(deps, 'domain_not_proven', failed);
  if (answer.testUserId) {
    await recordConnectionTested(db, answer.connectionId, answer.testUserId);
    return { redirectTo: `${config.publicUrl}/account/sso?test=passed` };
  }
  const person = await provisionPerson(db, {
    subscriptionId: practice.subscription_id,
    email,
    name: answer.name ?? null,
  });
  const ticket = newToken();
  await insertTicket(db, {
    ticket_hash: hashTicket(ticket),
    user_id: person.userId,
    failure: null,
    ttl_seconds: TICKET_TTL_SECONDS,
  });
  return { redirectTo: signinSsoUrl(config, `ticket=${ticket}`) };
}

/**
 * A return refused (docs/sso.md#sign-in): the reason goes to the log and, when a flow was found,
 * to the audit log (`sign_in_failed`); the page learns only that it failed. A test goes back to
 * the set-up page (`?test=failed`); a sign-in to /signin/sso with a failure ticket, which
 * POST /authentication/sso/complete answers `sso_sign_in_failed`. Without a flow (no cookie, a
 * state nobody issued) nothing is written: /signin/sso?failed=1.
 */
export async function failProviderReturn(
  deps: ProviderReturnDeps,
  reason: ProviderFailure,
  flow: FailedFlow | null,
): Promise<{ redirectTo: string }> {
  const { db, config, log } = deps;
  log.warn(
    { reason, flowId: flow?.flowId, connectionId: flow?.connectionId },
    'single sign-on return refused',
  );
  if (!flow) return { redirectTo: signinSsoUrl(config, 'failed=1') };
  const practice = flow.connectionId ? await connectionPractice(db, flow.connectionId) : null;
  await recordAudit(db, {
    actor: { kind: 'user', userId: flow.testUserId ?? null, email: null },
    kind: 'sign_in_failed',
    practiceId: practice?.subscription_id ?? null,
    subjectId: flow.testUserId ?? null,
    target: flow.email ?? null,
    after: { step: 'provider', reason },
  });
  if (flow.testUserId) return { redirectTo: `${config.publicUrl}/account/sso?test=failed` };
  const ticket = newToken();
  await insertTicket(db, {
    ticket_hash: hashTicket(ticket),
    user_id: null,
    failure: reason,
    ttl_seconds: TICKET_TTL_SECONDS,
  });
  return { redirectTo: signinSsoUrl(config, `ticket=${ticket}`) };
}

const signinSsoUrl = (config: Pick<Config, 'publicUrl'>, query: string): string =>
  `${config.publicUrl}/signin/sso?${query}`;
