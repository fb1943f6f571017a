/**
 * The Swiss business identification number (UID, "Unternehmens-Identifikationsnummer"): CHE and
 * nine digits, the last a check digit (modulus 11 with the weights 5 4 3 2 7 6 5 4 over the first
 * eight, as the Federal Statistical Office publishes it), written CHE-123.456.789. A VAT-registered
 * business adds MWST, TVA or IVA (its VAT number). Typed as people type it: any case, with or
 * without the dashes, dots and spaces.
 */
const UID_PATTERN = /^CHE[-\s]?(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})(?:\s*(MWST|TVA|IVA))?$/;
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4] as const;

/** The longest way of typing one that is still plausible (spaces around every group and suffix). */
export const SWISS_UID_MAX_LENGTH = 40;

export type SwissVatSuffix = 'MWST' | 'TVA' | 'IVA';

export interface SwissUid {
  /** CHE-123.456.789, or with the VAT suffix: CHE-123.456.789 MWST. */
  readonly formatted: string;
  /** The VAT suffix when the number is a VAT number; Stripe calls that a `ch_vat`, the rest a `ch_uid`. */
  readonly vat: SwissVatSuffix | null;
}

/** The check digit of the first eight digits, or null when none exists (a remainder of 1). */
export function swissUidCheckDigit(digits: string): number | null {
  let sum = 0;
  for (const [index, weight] of WEIGHTS.entries()) sum += Number(digits[index]) * weight;
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** The number in its written form, or null when it is no valid Swiss UID. */
export function parseSwissUid(value: string): SwissUid | null {
  if (value.length > SWISS_UID_MAX_LENGTH) return null;
  const match = UID_PATTERN.exec(value.trim().toUpperCase());
  if (!match) return null;
  const [, first = '', second = '', third = '', suffix] = match;
  const digits = `${first}${second}${third}`;
  if (swissUidCheckDigit(digits) !== Number(digits[8])) return null;
  const vat = (suffix as SwissVatSuffix | undefined) ?? null;
  const formatted = `CHE-${first}.${second}.${third}${vat ? ` ${vat}` : ''}`;
  return { formatted, vat };
}
