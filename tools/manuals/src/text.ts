import type { Language } from '@app/contracts';
import { placeholders } from './facts.js';

/**
 * pdfkit's standard fonts (Helvetica) write text in WinAnsi: Latin-1 plus a few typographic
 * signs. Anything else would come out as a wrong glyph, so it stops the build instead.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function checkEncodable(text: string, where: string): void {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    if (!latin1 && !WIN_ANSI_EXTRA.includes(char))
      throw new Error(
        `${where}: "${char}" (U+${code.toString(16).toUpperCase().padStart(4, '0')}) cannot be written with the PDF's standard font`,
      );
  }
}

/**
 * French puts a space before : ; ! ? and inside « »; a no-break one keeps the sign on the
 * line. The narrow no-break space the site uses is not in WinAnsi, so the PDF takes U+00A0.
 */
function typography(language: Language, text: string): string {
  if (language !== 'fr') return text;
  return text
    .replace(/[ \u202f]([:;!?»])/g, '\u00a0$1')
    .replace(/«[ \u202f]/g, '«\u00a0')
    .replace(/\u202f/g, '\u00a0');
}

/** The text as the PDF writes it: placeholders filled, typography applied, encodable checked. */
export function fill(language: Language, text: string, where: string): string {
  const values = placeholders(language);
  const filled = text.replace(/\{(\w+)\}( ?)/g, (match, name: string, space: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${where}: unknown placeholder ${match.trim()}`);
    // "35 languages" stays on one line.
    return value + (space && /^\d+$/.test(value) ? '\u00a0' : space);
  });
  const result = typography(language, filled);
  checkEncodable(result, where);
  return result;
}
