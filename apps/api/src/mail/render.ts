import type { Language } from '@app/contracts';
import { formatLongDate, intlFor, type MessageId } from '@app/i18n';
import { TOKEN_LIFETIME_MINUTES } from '../tokens/one-time-tokens.js';
import { billingValues } from './billing-templates.js';
import { isMailTemplate, TEMPLATE_MESSAGES, TEMPLATE_PARAMS } from './templates.js';

export { isMailTemplate };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A row whose template or params cannot make a mail: retrying will not help, but it must not crash the worker. */
export class MailRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRenderError';
  }
}

const COMMON_MESSAGES = {
  linkFallback: { id: 'email.common.linkFallback' },
  closing: { id: 'email.common.closing' },
  sender: { id: 'email.common.sender' },
  automatic: { id: 'email.common.automatic' },
} as const satisfies Record<string, { id: MessageId }>;

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** The validity the texts state comes from the tokens' own lifetimes, so the two cannot drift apart. */
const VALIDITY = {
  days: {
    email_confirmation: TOKEN_LIFETIME_MINUTES.email_confirmation / MINUTES_PER_DAY,
    invitation: TOKEN_LIFETIME_MINUTES.invitation / MINUTES_PER_DAY,
  },
  hours: TOKEN_LIFETIME_MINUTES.password_reset / MINUTES_PER_HOUR,
  minutes: TOKEN_LIFETIME_MINUTES.signin_link,
};

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

/** Renders an outbox row; throws MailRenderError for an unknown template or missing or malformed params. */
export function renderMail(template: string, language: Language, params: unknown): RenderedMail {
  if (!isMailTemplate(template)) throw new MailRenderError(`unknown mail template "${template}"`);
  const parsed = TEMPLATE_PARAMS[template].safeParse(params);
  // The issues name the fields only; the values (a link holds a token) stay out of errors and logs.
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(params)').join(', ');
    throw new MailRenderError(`invalid params for mail template "${template}": ${fields}`);
  }
  const values = {
    inviter: parsed.data.inviter ?? '',
    failures: parsed.data.failures ?? 0,
    browser: parsed.data.browser ?? '',
    address: parsed.data.address ?? '',
    date: parsed.data.date ? formatLongDate(parsed.data.date, language) : '',
    days: template.startsWith('invitation') ? VALIDITY.days.invitation : VALIDITY.days.email_confirmation,
    hours: VALIDITY.hours,
    minutes: VALIDITY.minutes,
    ...billingValues(parsed.data, language),
  };
  const intl = intlFor(language);
  const format = (descriptor: { id: MessageId }) => intl.formatMessage(descriptor, values);
  const messages = TEMPLATE_MESSAGES[template];
  const words = {
    subject: format(messages.subject),
    greeting: format(messages.greeting),
    body: format(messages.body),
    action: format(messages.action),
    ignore: format(messages.ignore),
    secondary: messages.secondary ? format(messages.secondary) : '',
    linkFallback: format(COMMON_MESSAGES.linkFallback),
    closing: format(COMMON_MESSAGES.closing),
    sender: format(COMMON_MESSAGES.sender),
    automatic: format(COMMON_MESSAGES.automatic),
  };
  return {
    subject: words.subject,
    text: renderText(words, parsed.data.link, parsed.data.secondaryLink),
    html: renderHtml(words, parsed.data.link, language, parsed.data.secondaryLink),
  };
}

type Words = Record<
  | 'subject'
  | 'greeting'
  | 'body'
  | 'action'
  | 'ignore'
  | 'secondary'
  | 'linkFallback'
  | 'closing'
  | 'sender'
  | 'automatic',
  string
>;

/** The link alone on its line, so every client makes it clickable and nothing sticks to it when copied. */
function renderText(words: Words, link: string, secondaryLink: string | undefined): string {
  return [
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
    words.sender,
    '',
    '--',
    words.automatic,
    '',
  ].join('\n');
}

// Inline styles and presentation tables: most mail clients drop <style> blocks and ignore flexbox.
// The colours keep a contrast of at least 4.5:1 (WCAG 2.2 AA) against their background.
const COLOURS = { page: '#f4f5f7', card: '#ffffff', text: '#1f2933', muted: '#52606d', accent: '#0b5cad' };
const FONT = 'font-family:Arial,Helvetica,sans-serif;';

function renderHtml(
  words: Words,
  link: string,
  language: Language,
  secondaryLink: string | undefined,
): string {
  const href = escapeHtml(link);
  const secondary = secondaryLink
    ? `<p style="margin:0 0 8px;">${escapeHtml(words.secondary)}</p>
<p style="margin:0 0 24px;word-break:break-all;"><a href="${escapeHtml(secondaryLink)}" style="color:${COLOURS.accent};">${escapeHtml(secondaryLink)}</a></p>
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
<body style="margin:0;padding:0;background-color:${COLOURS.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLOURS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:${COLOURS.card};border-radius:8px;">
<tr><td style="padding:32px;${FONT}font-size:16px;line-height:1.5;color:${COLOURS.text};">
<p style="margin:0 0 16px;">${escapeHtml(words.greeting)}</p>
<p style="margin:0 0 24px;">${escapeHtml(words.body)}</p>
<p style="margin:0 0 24px;"><a href="${href}" style="display:inline-block;padding:12px 24px;background-color:${COLOURS.accent};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(words.action)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:${COLOURS.muted};">${escapeHtml(words.linkFallback)}</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${href}" style="color:${COLOURS.accent};">${escapeHtml(link)}</a></p>
${secondary}<p style="margin:0 0 24px;">${escapeHtml(words.ignore)}</p>
<p style="margin:0;">${escapeHtml(words.closing)}<br>${escapeHtml(words.sender)}</p>
</td></tr>
</table>
<p style="margin:16px 0 0;${FONT}font-size:12px;line-height:1.5;color:${COLOURS.muted};">${escapeHtml(words.automatic)}</p>
</td></tr>
</table>
</body>
</html>
`;
}
