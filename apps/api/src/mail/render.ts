import type { Language } from '@app/contracts';
import { COMPANY, formatLongDate, intlFor, type MessageId, PRODUCT_NAME } from '@app/i18n';
import type { z } from 'zod';
import { deviceNames } from '../sessions/user-agent.js';
import { TOKEN_LIFETIME_MINUTES } from '../tokens/one-time-tokens.js';
import { billingValues } from './billing-templates.js';
import { renderHtml, renderText, type Words } from './layout.js';
import { LOGO_CID, logoAttachment, type MailAttachment } from './logo.js';
import { isMailTemplate, type MailParams, TEMPLATE_MESSAGES, TEMPLATE_PARAMS } from './templates.js';

export { escapeHtml } from './layout.js';
export { isMailTemplate, LOGO_CID };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /**
   * The logo mark, shown in the HTML through `cid:` (docs/languages.md#emails: every mail says whose it is).
   */
  attachments: MailAttachment[];
  /** The invoice whose PDF goes with the mail: the worker renders it, from the database. */
  invoiceId: string | null;
}

/** A row whose template or params cannot make a mail: retrying will not help, but it must not crash the worker. */
export class MailRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRenderError';
  }
}

/**
 * A row whose params do not fit its template (one written by an older release): the worker gives
 * it up at once (docs/limits.md#mail-given-up). Its message names the fields, never their values.
 */
export class MailParamsError extends MailRenderError {
  constructor(message: string) {
    super(message);
    this.name = 'MailParamsError';
  }
}

const COMMON_MESSAGES = {
  linkFallback: { id: 'email.common.linkFallback' },
  closing: { id: 'email.common.closing' },
  footer: { id: 'email.common.footer' },
  automatic: { id: 'email.common.automatic' },
  country: { id: 'company.country' },
} as const satisfies Record<string, { id: MessageId }>;

const BROWSER_MESSAGES = {
  onSystem: { id: 'email.newSignin.browserOnSystem' },
  unknown: { id: 'email.newSignin.unknownBrowser' },
} as const satisfies Record<string, { id: MessageId }>;

/**
 * docs/accounts.md#browser-names: "Firefox 133 on Windows 10", from the names bowser knows only;
 * the agent's own text never reaches the mail, whatever it says.
 */
function browserNamed(language: Language, agent: string | undefined): string {
  const intl = intlFor(language);
  const { browser, system } = deviceNames(agent);
  const named = browser ?? intl.formatMessage(BROWSER_MESSAGES.unknown);
  return system ? intl.formatMessage(BROWSER_MESSAGES.onSystem, { browser: named, system }) : named;
}

/** The mails that name a browser (docs/accounts.md#browser-names). */
const BROWSER_NAMING_TEMPLATES = new Set<string>(['new_signin', 'passkey_added']);

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

function daysOf(template: string, params: { days?: number }): number {
  if (template === 'trial_reminder') return params.days ?? 0;
  return template.startsWith('invitation') ? VALIDITY.days.invitation : VALIDITY.days.email_confirmation;
}

/** Renders an outbox row; throws MailRenderError for an unknown template or missing or malformed params. */
export function renderMail(template: string, language: Language, params: unknown): RenderedMail {
  if (!isMailTemplate(template)) throw new MailRenderError(`unknown mail template "${template}"`);
  // Read as every template's params: the fields a template lacks are undefined.
  const schema: z.ZodType<MailParams> = TEMPLATE_PARAMS[template];
  const parsed = schema.safeParse(params);
  // The issues name the fields only; the values (a link holds a token) stay out of errors and logs.
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(params)').join(', ');
    throw new MailParamsError(`invalid params for mail template "${template}": ${fields}`);
  }
  const intl = intlFor(language);
  const address = `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${intl.formatMessage(COMMON_MESSAGES.country)}`;
  const values = {
    product: PRODUCT_NAME,
    company: COMPANY.name,
    address,
    inviter: parsed.data.inviter ?? '',
    failures: parsed.data.failures ?? 0,
    browser: BROWSER_NAMING_TEMPLATES.has(template)
      ? browserNamed(language, parsed.data.agent ?? parsed.data.browser)
      : '',
    method: parsed.data.method ?? 'other',
    days: daysOf(template, parsed.data),
    date: parsed.data.date ? formatLongDate(parsed.data.date, language) : '',
    hours: VALIDITY.hours,
    minutes: VALIDITY.minutes,
    ...billingValues(parsed.data, language),
  };
  // In new_signin's body `address` is the network address it came from; in the footer, the company's.
  const format = (descriptor: { id: MessageId }) =>
    intl.formatMessage(descriptor, { ...values, address: parsed.data.address ?? '' });
  const messages = TEMPLATE_MESSAGES[template];
  const words: Words = {
    product: PRODUCT_NAME,
    company: COMPANY.name,
    subject: format(messages.subject),
    greeting: format(messages.greeting),
    body: format(messages.body),
    action: format(messages.action),
    ignore: format(messages.ignore),
    secondary: messages.secondary ? format(messages.secondary) : '',
    linkFallback: format(COMMON_MESSAGES.linkFallback),
    closing: format(COMMON_MESSAGES.closing),
    footer: intl.formatMessage(COMMON_MESSAGES.footer, values),
    automatic: format(COMMON_MESSAGES.automatic),
  };
  return {
    subject: words.subject,
    text: renderText(words, parsed.data.link, parsed.data.secondaryLink),
    html: renderHtml(words, parsed.data.link, language, parsed.data.secondaryLink),
    attachments: [logoAttachment()],
    invoiceId: parsed.data.invoiceId ?? null,
  };
}
