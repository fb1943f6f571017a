import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { licenseCalls } from '../helpers/license-calls.js';
import type { PaymentsHarness } from '../helpers/payments-harness.js';

export const SCIM = '/api/scim/v2';

/**
 * An Enterprise practice whose directory provisions people (docs/sso.md#scim): the owner, the
 * domain she proved (written as proven: the DNS proof is tested with the domains), and the SCIM
 * token she created through the API.
 */
export async function scimPractice(h: PaymentsHarness, domain: string, seats = 3) {
  const { enterpriseOwner, info } = licenseCalls(() => h);
  const owner = await enterpriseOwner(`owner@${domain}`, seats);
  const { rows } = await h.db.query<{ id: string }>(
    'select id from subscriptions where owner_id = $1 and ended_at is null',
    [owner.userId],
  );
  const subscriptionId = rows[0]?.id as string;
  await h.db.query(
    "insert into sso_domains (subscription_id, domain, proof_token, proven_at) values ($1, $2, 'proof', now())",
    [subscriptionId, domain],
  );
  const created = await h.call('POST', '/practice/scim/token', owner.token);
  expect(created.statusCode, created.body).toBe(200);
  const token = created.json().token as string;
  /** The seats listed on the owner's subscription (the account page's preview of it). */
  const seatHolders = async () =>
    ((await info(owner.token)).licenses as Array<{ email: string }>).map((licence) => licence.email);
  return { owner, subscriptionId, token, seatHolders };
}

/** A SCIM call as Microsoft Entra's provisioning service makes it: bearer token, application/scim+json. */
export function scimCall(
  h: PaymentsHarness,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return h.app.inject({
    method,
    url: `${SCIM}${path}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
      'user-agent': 'Microsoft Azure AD SCIM Client',
    },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
}
