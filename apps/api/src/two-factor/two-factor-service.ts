import type { TwoFactorSetupResponse } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  normaliseCode,
} from './recovery-codes.js';
import { open, seal } from './secret-box.js';
import { enrolment, matchingStep, newTotpSecret } from './totp.js';
import {
  enableTwoFactor,
  findTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useStep,
} from './two-factor-repository.js';

// What other domains read and write of this domain's tables: its repositories are private to it
// (docs/architecture.md#domains).
export {
  colleaguesRequirement,
  countUnusedRecoveryCodes,
  deletePendingTwoFactor,
  findTwoFactor,
  hasTwoFactor,
  requiredByOwner,
} from './two-factor-repository.js';

/** What the two-factor rules need of the configuration. */
export interface TwoFactorKeys {
  /** Encrypts the secrets and keys the recovery codes' hashes. */
  key: Buffer;
  /** The name authenticator apps show above the code: the site's host. */
  issuer: string;
}

export const issuerOf = (publicUrl: string): string => new URL(publicUrl).host;

/**
 * Set-up, first step: a new secret (replacing one still waiting for its code), shown as a QR code
 * and as text. Nothing is on until a code from the app confirms it.
 */
export async function beginSetup(
  tx: Queryable,
  keys: TwoFactorKeys,
  user: { id: string; email: string },
): Promise<TwoFactorSetupResponse> {
  if ((await findTwoFactor(tx, user.id))?.enabled) throw new HttpError('two_factor_already_enabled');
  const secret = newTotpSecret();
  await savePendingSecret(tx, user.id, seal(keys.key, user.id, secret));
  return { secret, ...enrolment(secret, keys.issuer, user.email) };
}

/**
 * Set-up, second step: a right code turns it on and answers ten recovery codes, shown this once
 * (only keyed hashes are kept); null for a wrong code, which the caller counts.
 */
export async function finishSetup(
  tx: Queryable,
  keys: TwoFactorKeys,
  userId: string,
  code: string,
): Promise<string[] | null> {
  const pending = await findTwoFactor(tx, userId);
  if (!pending) throw new HttpError('two_factor_setup_missing');
  if (pending.enabled) throw new HttpError('two_factor_already_enabled');
  const step = matchingStep(open(keys.key, userId, pending.secretCiphertext), normaliseCode(code));
  if (step === null) return null;
  await enableTwoFactor(tx, userId, step);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((recoveryCode) => hashRecoveryCode(keys.key, recoveryCode)),
  );
  return codes;
}

/**
 * The second factor: the authenticator's current code, once (a code of a step already used is
 * refused), or an unused recovery code, which is spent. False for anything else.
 */
export async function verifySecondFactor(
  tx: Queryable,
  keys: Pick<TwoFactorKeys, 'key'>,
  userId: string,
  code: string,
): Promise<boolean> {
  const twoFactor = await findTwoFactor(tx, userId);
  if (!twoFactor?.enabled) return false;
  if (looksLikeRecoveryCode(code)) return useRecoveryCode(tx, userId, hashRecoveryCode(keys.key, code));
  const step = matchingStep(open(keys.key, userId, twoFactor.secretCiphertext), normaliseCode(code));
  return step !== null && useStep(tx, userId, step);
}
