import type { AdminUser } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { findUserPlan } from './user-plans-repository.js';

/** The plan served to one user (users/me: the top bar offers the trial only to a Free account). */
export async function servedPlan(db: Queryable, userId: string): Promise<AdminUser['plan']> {
  return (await findUserPlan(db, userId)) ?? 'free';
}
