import { tokens } from '@app/brand';
import type { Language } from '@app/contracts';
import { LOGO_CID } from './logo.js';

/** Every text of a mail, already in its language. */
export type Words = Record<
  | 'product'
  | 'company'
  | 'subject'
  | 'greeting'
  | 'body'
  | 'action'
  | 'ignore'
  | 'secondary'
  | 'linkFallback'
  | 'closing'
  | 'footer'
  | 'automatic',
  string
>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every text goes into the HTML through this, catalogue words included, so a param can never add markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The link alone on its line, so every client makes it clickable and nothing sticks to it when
 * copied. Signed by the company, with its address below.
 */
export function renderText(words: Words, link: string, secondaryLink: string | undefined): string {
  return [
    words.product,
    '',
    words.greeting,
    '',
    words.body,
    '',
    link,
    '',
    ...(secondaryLink ? [words.secondary, '', secondaryLink, ''] : []),
    words.ignore,
    '',
    words.closing,
    words.company,
    '',
    '--',
    words.footer,
    words.automatic,
    '',
  ].join('\n');
}

// The site's design tokens (packages/ui), so a mail looks like the site: the same brand colour on
// its button and links, the same text colours, checked for contrast there (tokens.test.ts).
const { color, radius } = tokens;
// Mail clients have no web fonts: the site's Inter falls back to the usual sans-serif fonts.
const FONT = 'font-family:Inter,Arial,Helvetica,sans-serif;';
const LOGO_SIZE = 40;

/**
 * Inline styles and presentation tables: most mail clients drop <style> blocks and ignore
 * flexbox. The logo is the attached PNG (`cid:`), with the product's name beside it as text, so
 * a client that blocks pictures still says whose mail it is.
 */
export function renderHtml(
  words: Words,
  link: string,
  language: Language,
  secondaryLink: string | undefined,
): string {
  const href = escapeHtml(link);
  const secondary = secondaryLink
    ? `<p style="margin:0 0 8px;">${escapeHtml(words.secondary)}</p>
<p style="margin:0 0 24px;word-break:break-all;"><a href="${escapeHtml(secondaryLink)}" style="color:${color.brand};">${escapeHtml(secondaryLink)}</a></p>
`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(words.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${color.surfaceMuted};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${color.surfaceMuted};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 0 16px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="padding:0 12px 0 0;"><img src="cid:${LOGO_CID}" width="${LOGO_SIZE}" height="${LOGO_SIZE}" alt="" style="display:block;border:0;"></td>
<td style="${FONT}font-size:20px;font-weight:bold;color:${color.text};">${escapeHtml(words.product)}</td>
</tr></table>
</td></tr>
<tr><td style="padding:32px;${FONT}font-size:16px;line-height:1.5;color:${color.text};background-color:${color.surface};border-radius:${radius.large};border-top:4px solid ${color.brand};">
<p style="margin:0 0 16px;">${escapeHtml(words.greeting)}</p>
<p style="margin:0 0 24px;">${escapeHtml(words.body)}</p>
<p style="margin:0 0 24px;"><a href="${href}" style="display:inline-block;padding:12px 24px;background-color:${color.brand};color:${color.onBrand};text-decoration:none;border-radius:${radius.medium};font-weight:bold;">${escapeHtml(words.action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:${color.textMuted};">${escapeHtml(words.linkFallback)}</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${href}" style="color:${color.brand};">${escapeHtml(link)}</a></p>
${secondary}<p style="margin:0 0 24px;">${escapeHtml(words.ignore)}</p>
<p style="margin:0;">${escapeHtml(words.closing)}<br>${escapeHtml(words.company)}</p>
</td></tr>
<tr><td style="padding:16px 0 0;${FONT}font-size:12px;line-height:1.5;color:${color.textMuted};">
<p style="margin:0 0 4px;">${escapeHtml(words.footer)}</p>
<p style="margin:0;">${escapeHtml(words.automatic)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
