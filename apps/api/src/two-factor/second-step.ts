import type { SigninStep } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { countPasskeys, practiceRequiresPasskey } from '../passkeys/passkeys-service.js';
import { findTwoFactor, requiredByOwner } from './two-factor-repository.js';

/**
 * What a sign-in still needs after the password (or a mailed link): a code when two-factor sign-in
 * is on; else one of her passkeys when she has one (docs/passkeys.md#second-step: a passkey is a
 * second factor, and a reset password still asks for it, docs/passkeys.md#recovery); else the
 * set-up of two-factor sign-in when the Enterprise owner of her seat requires it; else the
 * enrolment of a passkey when her practice requires one of her (docs/passkeys.md#policy).
 */
export async function secondStepFor(db: Queryable, userId: string): Promise<SigninStep | null> {
  const twoFactor = await findTwoFactor(db, userId);
  if (twoFactor?.enabled) return 'code';
  if ((await countPasskeys(db, userId)) > 0) return 'passkey';
  if (await requiredByOwner(db, userId)) return 'setup';
  return (await practiceRequiresPasskey(db, userId)) ? 'passkey_setup' : null;
}

/** The one-time token purpose of each step's challenge. */
export const STEP_PURPOSES = {
  code: 'two_factor_code',
  setup: 'two_factor_setup',
  passkey: 'passkey_step',
  passkey_setup: 'passkey_setup',
} as const satisfies Record<SigninStep, string>;
