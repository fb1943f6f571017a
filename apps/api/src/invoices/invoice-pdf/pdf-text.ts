/**
 * The PDF is set in pdfkit's standard Helvetica, as the manuals are (tools/manuals): it is in every
 * reader, needs no font file, and writes text in WinAnsi, Latin-1 plus a few typographic signs,
 * which covers the four languages' words. A customer's name may hold more (Dvořák): such a letter
 * loses its accent rather than coming out as a wrong glyph.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(char);
}

/** Letters of Latin Extended-A that carry their stroke in the letter itself, so NFD leaves them whole. */
const STROKED: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
};

function withoutAccent(char: string): string {
  const base = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
  return [...base].every(isWinAnsi) ? base : '?';
}

/**
 * Text as the PDF can write it: spaces WinAnsi lacks become U+00A0, the minus sign (U+2212) of a credit
 * the en dash that stands for it in type without one, other letters lose their accent.
 */
export function pdfText(text: string): string {
  // fr-CH groups digits and spaces its punctuation with U+202F, which WinAnsi lacks.
  const spaced = text
    .replace(/[\u202f\u2009\u2007]/g, '\u00a0')
    .replace(/\u2212/g, '\u2013')
    .replace(/[\t\r\n]+/g, ' ');
  let result = '';
  for (const char of spaced) result += isWinAnsi(char) ? char : withoutAccent(char);
  return result;
}

/**
 * The QR-bill's character set (Implementation Guidelines QR-bill 2.3, 4.1.1: Basic Latin, Latin-1
 * Supplement, Latin Extended-A, Ș ș Ț ț and €) has no typographic quotes or dashes; its printed
 * part is Helvetica too, so the text goes through pdfText first and the two always match.
 */
const QR_REPLACEMENTS: Readonly<Record<string, string>> = {
  '‚': ',',
  '„': '"',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '‹': '<',
  '›': '>',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '-',
  '\u00a0': ' ',
};

export function qrBillText(text: string, maxLength: number): string {
  let result = '';
  for (const char of pdfText(text)) {
    const code = char.codePointAt(0) ?? 0;
    const allowed = code <= 0x17f || code === 0x20ac;
    result += QR_REPLACEMENTS[char] ?? (allowed ? char : '.');
  }
  return result.trim().slice(0, maxLength).trim();
}
