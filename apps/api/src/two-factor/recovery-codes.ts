import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@app/contracts';

/** No 0/o, 1/l/i: a code copied from paper is read without doubt. 31 symbols, 12 of them: 59 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** As typed: case, spaces and hyphens do not matter. */
export const normaliseCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

export const looksLikeRecoveryCode = (code: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(normaliseCode(code));

/**
 * Keyed with the configured secret key, so a copy of the table alone does not let anyone try
 * codes offline; the codes' own 59 random bits make a slow hash unnecessary.
 */
export function hashRecoveryCode(key: Buffer, code: string): Buffer {
  return createHmac('sha256', key)
    .update(`recovery-code:${normaliseCode(code)}`)
    .digest();
}
