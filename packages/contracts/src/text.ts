import { z } from './zod.js';

/**
 * Whether the text holds a C0 control character (U+0000 to U+001F) or DEL (U+007F). A loop rather
 * than a pattern: a pattern of control characters reads as a mistake to linters and to people.
 */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit < 0x20 || unit === 0x7f) return true;
  }
  return false;
}

/**
 * Every text a request carries (docs/calls.md#text-fields). PostgreSQL refuses U+0000 in text, so
 * it used to reach a query and make a 500; the other control characters have no place in a name, an
 * address, a phrase or a password either, and every text field is one line (the site's fields are
 * single-line inputs), so tab, CR and LF are refused too. Checked before anything else and
 * aborting, so the field's `control_character` is the one problem reported for it.
 */
export function textSchema() {
  return z.string().refine((value) => !hasControlCharacter(value), {
    message: 'Control characters (U+0000 to U+001F, U+007F, tab and line breaks included) are not allowed',
    params: { code: 'control_character' },
    abort: true,
  });
}
