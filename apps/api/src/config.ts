import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOWNLOAD_URL } from '@app/i18n';
import { DEFAULT_CREDIT_LIMIT_CENTS } from '@app/pricing';
import { z } from 'zod';
import { type AppCallsConfig, appCallsConfig, appCallsVariables } from './app-auth/app-calls-config.js';
import { type InvoicingConfig, invoicingConfig, invoicingVariables } from './invoices/invoicing-config.js';
import { type WebauthnConfig, webauthnConfig, webauthnVariables } from './passkeys/webauthn-config.js';
import { type SsoConfig, ssoConfig, ssoVariables } from './sso/sso-config.js';
import { proxyList } from './trusted-proxies.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/site/dist, seen from src/ or dist/ of this package. */
const defaultSiteDir = path.resolve(here, '../../site/dist');

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const databaseUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value), 'must be a postgres:// or postgresql:// URL');

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// URL')
  .transform((value) => value.replace(/\/+$/, ''));

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (emails) => emails.every((email) => z.email().safeParse(email).success),
    'must be comma-separated e-mail addresses',
  );

const stripeKey = (prefix: 'sk' | 'pk' | 'whsec', what: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => new RegExp(`^${prefix}_[A-Za-z0-9_]+$`).test(value),
      `must be ${what} (${prefix}_...)`,
    );

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value), 'must be an smtp:// or smtps:// URL');

/** 32 random bytes, as 64 hex digits or 44 characters of base64 (`openssl rand -base64 32`). */
const encryptionKey = z
  .string()
  .trim()
  .refine(
    (value) => /^[0-9a-fA-F]{64}$/.test(value) || /^[A-Za-z0-9+/]{43}=$/.test(value),
    'must be 32 random bytes as 64 hex digits or 44 characters of base64 (openssl rand -base64 32)',
  )
  .transform((value) => Buffer.from(value, value.length === 64 ? 'hex' : 'base64'));

/**
 * Only for development and tests: a key everyone can read protects nothing, so a production
 * start (NODE_ENV=production) without TWO_FACTOR_KEY stops instead of using it.
 */
export const DEVELOPMENT_TWO_FACTOR_KEY = createHash('sha256')
  .update('dictation: two-factor secrets of development and tests only')
  .digest();

/** Days the overdue-invoices job looks ahead: whole days, up to ten years. */
const daysAhead = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number of days')
  .min(0, 'must be between 0 and 3650 days')
  .max(3650, 'must be between 0 and 3650 days');

/** docs/subscriptions-and-money.md#credit-limit: francs (VAT incl., to the cent), held as cents. */
const creditLimit = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'must be an amount in francs such as 5000 or 5000.50')
  .transform((value) => Math.round(Number(value) * 100))
  .refine((cents) => cents <= 1_000_000_000, 'must be at most 10000000 francs');

const flag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const environmentSchema = z.object({
  PORT: optional(port).default(3000),
  HOST: optional(z.string().trim()).default('127.0.0.1'),
  DATABASE_URL: optional(databaseUrl),
  DATA_DIR: optional(z.string().trim()).default('.data/pglite'),
  PUBLIC_URL: optional(httpUrl),
  SITE_DIR: optional(z.string().trim()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  ADMIN_EMAILS: optional(emailList).default([]),
  TRUSTED_PROXIES: optional(proxyList).default([]),
  STRIPE_SECRET_KEY: optional(stripeKey('sk', 'a Stripe secret key')),
  STRIPE_PUBLISHABLE_KEY: optional(stripeKey('pk', 'a Stripe publishable key')),
  STRIPE_WEBHOOK_SECRET: optional(stripeKey('whsec', 'a Stripe webhook signing secret')),
  STRIPE_API_URL: optional(httpUrl),
  STRIPE_JS_URL: optional(httpUrl),
  INVOICE_PAYMENT_ENABLED: optional(flag).default(false),
  // What a first order on invoice may come to and still be served before it is paid.
  CREDIT_LIMIT_CHF: optional(creditLimit),
  // docs/subscriptions-and-money.md#invoices: who sells, on every invoice, and the account
  // transfers are paid to (invoices/invoicing-config.ts).
  SELLER_LEGAL_NAME: optional(invoicingVariables.SELLER_LEGAL_NAME),
  SELLER_STREET: optional(invoicingVariables.SELLER_STREET),
  SELLER_POSTAL_CODE: optional(invoicingVariables.SELLER_POSTAL_CODE),
  SELLER_CITY: optional(invoicingVariables.SELLER_CITY),
  SELLER_VAT_NUMBER: optional(invoicingVariables.SELLER_VAT_NUMBER),
  INVOICE_QR_IBAN: optional(invoicingVariables.INVOICE_QR_IBAN),
  // A staging aid (README): the overdue-invoices job acts as if this many days had passed.
  OVERDUE_INVOICES_DAYS_AHEAD: optional(daysAhead),
  // MailDev of `npm start` by default; production names its relay.
  SMTP_URL: optional(smtpUrl).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: optional(z.email({ error: 'must be an e-mail address' })).default('no-reply@localhost'),
  // Where /api/tracking/click sends the browser: the Windows app's store listing in production.
  DOWNLOAD_URL: optional(httpUrl),
  // Encrypts the two-factor secrets at rest (docs/accounts.md#two-factor-secrets); required in production.
  TWO_FACTOR_KEY: optional(encryptionKey),
  NODE_ENV: optional(z.string().trim()),
  ...{ ...appCallsVariables, ...ssoVariables, ...webauthnVariables },
});

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** An API other than Stripe's own (the emulator in development and tests). */
  apiUrl: string | undefined;
  /** Where the site loads Stripe.js from when it is not js.stripe.com (the emulator's stand-in). */
  jsUrl: string | undefined;
  /** How long one call to Stripe may take and how often it is tried again; tests shorten them. */
  network?: StripeNetwork;
}

export interface StripeNetwork {
  timeoutMs: number;
  maxRetries: number;
}

export interface Config extends InvoicingConfig, AppCallsConfig, SsoConfig, WebauthnConfig {
  port: number;
  host: string;
  /** A PostgreSQL server when set; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** The built site to serve, or null to serve the API alone. */
  siteDir: string | null;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  adminEmails: readonly string[];
  /**
   * The reverse proxies in front of the API: only a request from one of them has its client
   * address read from X-Forwarded-For; any other's is its socket's (per-client limits).
   */
  trustedProxies: readonly string[];
  /** Null when no Stripe key is set: payments are then unavailable (`npm start` sets the emulator). */
  stripe: StripeConfig | null;
  invoicePaymentEnabled: boolean;
  /** docs/subscriptions-and-money.md#credit-limit: a first order's first invoice served unpaid, in cents. */
  creditLimitCents: number;
  /**
   * How many days ahead of the real clock the overdue-invoices job reads the time, so that a
   * staging server shows what a month later brings; 0 unless set, never set in production.
   */
  overdueInvoicesDaysAhead: number;
  smtpUrl: string;
  mailFrom: string;
  /** The click tracker's only destination; the site's /download page unless configured. */
  downloadUrl: string;
  /** AES-256-GCM key of the two-factor secrets (32 bytes); a development default outside production. */
  twoFactorKey: Buffer;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once at start. Any malformed value stops the start with a message that
 * names the variable, what is wrong and what was given, instead of failing later mid-request.
 */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (got ${JSON.stringify(environment[name])})`;
      }),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  // The two keys only work as a pair; one without the other is a deployment mistake.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  const live =
    env.STRIPE_SECRET_KEY?.startsWith('sk_live_') || env.STRIPE_PUBLISHABLE_KEY?.startsWith('pk_live_');
  if (live && (env.STRIPE_API_URL || env.STRIPE_JS_URL)) {
    problems.push('STRIPE_API_URL and STRIPE_JS_URL are for test keys only: live keys talk to Stripe itself');
  }
  if (env.NODE_ENV === 'production' && !env.TWO_FACTOR_KEY) {
    problems.push('TWO_FACTOR_KEY must be set in production (32 random bytes: openssl rand -base64 32)');
  }
  // Real customers would be reminded, and their subscriptions ended, weeks early.
  if (env.NODE_ENV === 'production' && env.OVERDUE_INVOICES_DAYS_AHEAD !== undefined) {
    problems.push('OVERDUE_INVOICES_DAYS_AHEAD is for development and staging only: unset it in production');
  }
  const invoicing = invoicingConfig(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    publicUrl,
    ...webauthnConfig(env, publicUrl),
    siteDir: env.SITE_DIR === 'none' ? null : (env.SITE_DIR ?? defaultSiteDir),
    logLevel: env.LOG_LEVEL,
    adminEmails: env.ADMIN_EMAILS,
    trustedProxies: env.TRUSTED_PROXIES,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
            jsUrl: env.STRIPE_JS_URL,
          }
        : null,
    invoicePaymentEnabled: env.INVOICE_PAYMENT_ENABLED,
    creditLimitCents: env.CREDIT_LIMIT_CHF ?? DEFAULT_CREDIT_LIMIT_CENTS,
    ...invoicing,
    overdueInvoicesDaysAhead: env.OVERDUE_INVOICES_DAYS_AHEAD ?? 0,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    // docs/routes-and-screens.md#click: by default where the site's download button leads (one constant).
    downloadUrl: env.DOWNLOAD_URL ?? DOWNLOAD_URL,
    twoFactorKey: env.TWO_FACTOR_KEY ?? DEVELOPMENT_TWO_FACTOR_KEY,
    ...{ ...appCallsConfig(env), ...ssoConfig(env) },
  };
}
