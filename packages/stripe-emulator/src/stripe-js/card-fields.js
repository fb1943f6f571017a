// biome-ignore-all lint/correctness/noUnusedVariables: the later parts use these names once stripe-js-asset.ts joins them.
// The card fields' rules: formatting as typed, and each field's validity. The brand and the Luhn
// check are the server's own (brandOf, luhnValid in test-cards.ts), put before the parts by
// stripe-js-asset.ts, so that the fields judge a number as the emulator's API does.
/** @param {string} digits */
const numberLength = (digits) => (brandOf(digits) === 'amex' ? 15 : 16);

/** @param {string} digits */
function formatNumber(digits) {
  const groups = brandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  /** @type {string[]} */
  const parts = [];
  let rest = digits;
  for (const size of groups) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(' ');
}

/** @param {string} digits */
function formatExpiry(digits) {
  let value = digits;
  // "4" can only be April: show it as 04 so the user goes on with the year.
  if (value.length === 1 && Number(value) > 1) value = `0${value}`;
  return value.length > 2 ? `${value.slice(0, 2)} / ${value.slice(2, 4)}` : value;
}

/**
 * @typedef {{ complete: boolean, empty: boolean, error: { code: string } | null,
 *   incompleteCode: string | null }} FieldState
 */

/**
 * @param {FieldName} field
 * @param {string} value
 * @param {string} numberDigits
 * @returns {FieldState}
 */
function checkField(field, value, numberDigits) {
  const digits = value.replace(/\D/g, '');
  const empty = value.trim() === '';
  if (field === 'number') {
    const full = digits.length >= numberLength(digits);
    if (full && !luhnValid(digits))
      return { complete: false, empty, error: { code: 'invalid_number' }, incompleteCode: null };
    return { complete: full, empty, error: null, incompleteCode: full ? null : 'incomplete_number' };
  }
  if (field === 'expiry') {
    if (digits.length >= 2 && (Number(digits.slice(0, 2)) < 1 || Number(digits.slice(0, 2)) > 12)) {
      return { complete: false, empty, error: { code: 'invalid_expiry_month' }, incompleteCode: null };
    }
    if (digits.length < 4)
      return { complete: false, empty, error: null, incompleteCode: 'incomplete_expiry' };
    const month = Number(digits.slice(0, 2));
    const year = 2000 + Number(digits.slice(2, 4));
    const now = new Date();
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      return { complete: false, empty, error: { code: 'invalid_expiry_year_past' }, incompleteCode: null };
    }
    return { complete: true, empty, error: null, incompleteCode: null };
  }
  if (field === 'cvc') {
    const needed = brandOf(numberDigits) === 'amex' ? 4 : 3;
    const complete = digits.length >= needed;
    return { complete, empty, error: null, incompleteCode: complete ? null : 'incomplete_cvc' };
  }
  const complete = value.trim().length > 0;
  return { complete, empty, error: null, incompleteCode: complete ? null : 'incomplete_zip' };
}
