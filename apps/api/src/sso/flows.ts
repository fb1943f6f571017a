import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { hashTokenHex, newToken } from '../sessions/session-tokens.js';
import { deleteFlowByState, insertFlow } from './sso-repository.js';

/** docs/sso.md#sign-in: a flow lives 10 minutes, and is used once. */
export const FLOW_TTL_SECONDS = 10 * 60;

/** The cookie binding a flow to the browser that started it (docs/sso.md#sign-in). */
export const SSO_STATE_COOKIE = 'sso_state';
/** Sent only to the start and the providers' returns, all under this path. */
export const SSO_COOKIE_PATH = '/api/sso';
/** newToken's 256 bits, base64url. */
const STATE = /^[A-Za-z0-9_-]{43}$/;

/** What a flow carries to the provider's return. */
export interface SsoFlow {
  id: string;
  connectionId: string;
  nonce: string | null;
  codeVerifier: string | null;
  samlRequestId: string | null;
  loginHint: string | null;
  /** docs/sso.md#test-before-enforce: a test sign-in of this (signed-in) person. */
  testUserId: string | null;
}

export type NewFlow = Pick<SsoFlow, 'connectionId'> & Partial<Omit<SsoFlow, 'id' | 'connectionId'>>;

const hashState = hashTokenHex;

/**
 * Records a flow (docs/sso.md#sign-in) and answers its id and its state: the state goes to the
 * provider (OIDC `state`, SAML `RelayState`) and into the browser's cookie; only its hash is kept.
 */
export async function createFlow(db: Queryable, flow: NewFlow): Promise<{ id: string; state: string }> {
  const state = newToken();
  const { id } = await insertFlow(db, {
    state_hash: hashState(state),
    connection_id: flow.connectionId,
    nonce: flow.nonce ?? null,
    code_verifier: flow.codeVerifier ?? null,
    saml_request_id: flow.samlRequestId ?? null,
    login_hint: flow.loginHint ?? null,
    test_user_id: flow.testUserId ?? null,
    ttl_seconds: FLOW_TTL_SECONDS,
  });
  return { id, state };
}

/**
 * The live flow whose state both the browser's cookie and the provider's return carry, taken
 * (deleted) so it serves once; null when either is missing, they differ, or no live flow has it.
 * A flow found but expired is deleted too.
 */
export async function takeFlow(
  db: Queryable,
  stateFromCookie: string | null | undefined,
  stateFromProvider: string | null | undefined,
): Promise<SsoFlow | null> {
  if (!stateFromCookie || !stateFromProvider || !STATE.test(stateFromCookie)) return null;
  const a = Buffer.from(stateFromCookie, 'utf8');
  const b = Buffer.from(stateFromProvider, 'utf8');
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  const row = await deleteFlowByState(db, hashState(stateFromCookie));
  if (!row || row.expires_at.getTime() <= Date.now()) return null;
  return {
    id: row.id,
    connectionId: row.connection_id,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    samlRequestId: row.saml_request_id,
    loginHint: row.login_hint,
    testUserId: row.test_user_id,
  };
}

/** The flow's state from a Cookie header; null without one, or with one we never made. */
export function ssoStateOf(cookieHeader: string | undefined): string | null {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SSO_STATE_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    if (STATE.test(value)) return value;
  }
  return null;
}

/**
 * The Set-Cookie value binding the flow to the browser: HttpOnly, path /api/sso, SameSite=Lax
 * (sent on the provider's top-level redirect back to us), Secure when the site is served over
 * HTTPS, and no longer than the flow. `sameSite: 'None'` (with Secure) is for a return the
 * provider POSTs from its own site (SAML's HTTP-POST binding), which a Lax cookie does not follow.
 */
export function ssoStateCookie(
  state: string,
  options: { secure: boolean; sameSite?: 'Lax' | 'None' },
): string {
  const sameSite = options.sameSite ?? 'Lax';
  return [
    `${SSO_STATE_COOKIE}=${state}`,
    `Path=${SSO_COOKIE_PATH}`,
    `Max-Age=${FLOW_TTL_SECONDS}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(options.secure || sameSite === 'None' ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value forgetting the flow's cookie, once its return is read. */
export function clearedSsoStateCookie(secure: boolean): string {
  return [
    `${SSO_STATE_COOKIE}=`,
    `Path=${SSO_COOKIE_PATH}`,
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Whether cookies must be Secure: the site is served over HTTPS. */
export const secureCookies = (publicUrl: string): boolean => publicUrl.startsWith('https:');
