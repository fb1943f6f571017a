import { findUserById } from '../accounts/users-service.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { verifyAgainstDecoy, verifyPassword } from '../passwords/passwords.js';
import {
  beforeSecondFactor,
  beforeSignin,
  recordSecondFactorFailure,
  recordSecondFactorSuccess,
  recordSigninFailure,
} from '../rate-limits/rate-limits-service.js';
import { type TwoFactorKeys, verifySecondFactor } from './two-factor-service.js';

/**
 * A signed-in owner proving herself again before turning two-factor sign-in off or deleting her
 * account: a stolen session alone must not be enough. Wrong passwords count and wait like
 * sign-in's; wrong codes like the second step's. Neither answers 401, which would end the session.
 */
export async function checkPassword(
  db: Database,
  user: { id: string; email: string },
  password: string,
  client: string,
): Promise<void> {
  await beforeSignin(db, client, user.email);
  const stored = await findUserById(db, user.id);
  const valid = stored?.password_hash
    ? await verifyPassword(stored.password_hash, password)
    : await verifyAgainstDecoy(password);
  if (!valid) {
    await recordSigninFailure(db, client, user.email);
    throw new HttpError('password_incorrect');
  }
}

export async function checkCode(
  db: Database,
  keys: Pick<TwoFactorKeys, 'key'>,
  userId: string,
  code: string,
  client: string,
): Promise<void> {
  await beforeSecondFactor(db, client, userId);
  if (!(await db.transaction((tx) => verifySecondFactor(tx, keys, userId, code)))) {
    await recordSecondFactorFailure(db, client, userId);
    throw new HttpError('invalid_two_factor_code');
  }
  await recordSecondFactorSuccess(db, client, userId);
}
