import { isServing } from '@app/billing-rules';
import type { ScimTokenResponse } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { hashTokenHex, newToken } from '../sessions/session-tokens.js';
import { findLiveSubscription } from '../subscriptions/subscriptions-service.js';
import { deleteScimToken, replaceScimToken, subscriptionOfScimToken } from './scim-tokens-repository.js';

/** The token as kept: its SHA-256, hex. A token this long needs no slow hash; its hash is its lookup key. */
export const scimTokenHash = hashTokenHex;

/**
 * The practice (its Enterprise subscription, serving) of the account the call acts on;
 * `no_active_subscription` without one (docs/sso.md#who).
 */
export async function practiceSubscriptionOf(db: Queryable, ownerId: string): Promise<string> {
  const subscription = await findLiveSubscription(db, ownerId);
  if (subscription?.plan !== 'enterprise' || !isServing(subscription))
    throw new HttpError('no_active_subscription');
  return subscription.id;
}

/**
 * docs/sso.md#scim-token: a new random token, shown once; its hash replaces the former token's
 * in the same statement, so the former one is refused from this moment on.
 */
export async function createScimToken(db: Queryable, ownerId: string): Promise<ScimTokenResponse> {
  const subscriptionId = await practiceSubscriptionOf(db, ownerId);
  // 256 random bits, base64url (43 characters), as a session's.
  const token = newToken();
  const createdAt = await replaceScimToken(db, subscriptionId, scimTokenHash(token));
  return { token, createdAt: createdAt.toISOString() };
}

/** docs/sso.md#scim-token: revoking stops provisioning at once. Answers whether there was one. */
export async function revokeScimToken(db: Queryable, ownerId: string): Promise<boolean> {
  return deleteScimToken(db, await practiceSubscriptionOf(db, ownerId));
}

/** The bearer token of an `Authorization` header, if it holds one. */
function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,256})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The practice whose directory calls: its subscription and owner. */
export interface ScimPractice {
  subscriptionId: string;
  ownerId: string;
  ownerEmail: string;
}

/**
 * The practice whose token the request carries, null for none, a wrong one, or a practice whose
 * Enterprise subscription no longer serves (its token then provisions nothing).
 */
export async function scimCaller(
  db: Queryable,
  authorization: string | undefined,
): Promise<ScimPractice | null> {
  const token = bearerOf(authorization);
  const practice = token ? await subscriptionOfScimToken(db, scimTokenHash(token)) : null;
  if (!practice) return null;
  const live = await findLiveSubscription(db, practice.ownerId);
  const serving = live?.id === practice.subscriptionId && live.plan === 'enterprise' && isServing(live);
  return serving ? practice : null;
}
