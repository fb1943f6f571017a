import type { SigninStep } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { findTwoFactor, requiredByOwner } from './two-factor-repository.js';

/**
 * What a sign-in still needs after the password: a code when two-factor sign-in is on; its
 * set-up when the Enterprise owner of her seat requires it and it is not on yet; nothing else.
 */
export async function secondStepFor(db: Queryable, userId: string): Promise<SigninStep | null> {
  const twoFactor = await findTwoFactor(db, userId);
  if (twoFactor?.enabled) return 'code';
  return (await requiredByOwner(db, userId)) ? 'setup' : null;
}
