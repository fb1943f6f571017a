import { rolesPermit } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { type AuditScope, ownsLiveSubscription, practiceOf, seatRolesOf } from './audit-reads-repository.js';

/**
 * docs/audit-log.md#who-reads: the practice whose log she reads, the one she owns or holds a seat
 * in; 409 `no_active_subscription` without one. The owner may always
 * (docs/licences.md#permissions); a seat holder only when the matrix lets her roles read it, as
 * define-route's permission check decided already from the same stored roles.
 */
export async function practiceScopeOf(db: Queryable, userId: string): Promise<AuditScope> {
  const practiceId = await practiceOf(db, userId);
  if (!practiceId) throw new HttpError('no_active_subscription');
  const roles = (await ownsLiveSubscription(db, userId))
    ? (['owner'] as const)
    : (['member', ...(await seatRolesOf(db, userId))] as const);
  if (!rolesPermit(roles, 'auditLog')) throw new HttpError('role_not_permitted');
  return { kind: 'practice', practiceId };
}
