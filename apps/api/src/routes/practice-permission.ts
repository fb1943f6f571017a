import {
  type Endpoint,
  type EndpointName,
  endpoints,
  type PracticeAction,
  rolesPermit,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { membershipOf } from '../licenses/index.js';
import { signedInUser } from '../plugins/authentication.js';

/** The account a call acts on: the caller's own, or the practice's owner's for a member allowed to. */
export interface ActingAccount {
  id: string;
  email: string;
}

const practiceOwners = new WeakMap<FastifyRequest, ActingAccount>();

/**
 * docs/licences.md#permissions, the one check: for a call naming an action of the matrix, a
 * caller holding an accepted licence of someone else's practice is refused 403
 * `role_not_permitted` unless her roles allow it, before the request is parsed or anything else
 * read; allowed, she acts on the practice (actingAccount). Anyone else acts on her own account.
 */
export async function checkPracticePermission(
  db: Queryable,
  name: EndpointName,
  request: FastifyRequest,
): Promise<void> {
  const { permission: action }: Endpoint = endpoints[name];
  if (!action) return;
  const membership = await membershipOf(db, signedInUser(request).id);
  if (!membership || membership.roles.includes('owner')) return;
  if (!rolesPermit(membership.roles, action)) throw new HttpError('role_not_permitted');
  practiceOwners.set(request, { id: membership.ownerId, email: membership.ownerEmail });
}

/**
 * The account the call acts on (docs/licences.md#permissions): the practice's owner's for a member
 * whose roles the check allowed, the caller's own otherwise. The services then read and change
 * that account's subscription, Stripe customer and settings as they do for its owner.
 */
export function actingAccount(request: FastifyRequest): ActingAccount {
  const owner = practiceOwners.get(request);
  if (owner) return owner;
  const { id, email } = signedInUser(request);
  return { id, email };
}

/**
 * The account reached by a call that names no action of its own but does one for a member allowed
 * it (docs/licences.md#permissions): a billing manager's billing details and invoices (`billing`)
 * and a change of plan paid now (`plan`), an admin's view of the security settings (`security`),
 * are the practice's; anyone else's are her own.
 */
export async function accountFor(
  db: Queryable,
  request: FastifyRequest,
  action: PracticeAction,
): Promise<ActingAccount> {
  const membership = await membershipOf(db, signedInUser(request).id);
  if (membership && !membership.roles.includes('owner') && rolesPermit(membership.roles, action))
    return { id: membership.ownerId, email: membership.ownerEmail };
  return actingAccount(request);
}
