/**
 * docs/licences.md#invitation-mail: how a person chosen words (a name from billing details)
 * appear in one of our mails. Never in a subject; in a body only beside the address she signs in
 * with, and with whatever would make a link broken open ("https[:]//evil[.]example"), so that no
 * mail client turns it into one: the HTML escapes it, and this keeps the text from being linked.
 */
export function nameBesideAddress(name: string | null | undefined, email: string): string {
  const words = name?.replace(/\s+/g, ' ').trim();
  return words ? `${unlinkable(words)} (${email})` : email;
}

/** Dots between letters or digits (also the ideographic and full-width ones), "://" and "@". */
const DOT = /(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}])/gu;

export function unlinkable(words: string): string {
  return words
    .replace(/:\/\//g, '[:]//')
    .replace(DOT, '[.]')
    .replace(/[@\uFF20]/g, '[at]');
}
