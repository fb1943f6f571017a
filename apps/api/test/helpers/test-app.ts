import type { FastifyInstance } from 'fastify';
import { type AppConfig, buildApp } from '../../src/app.js';
import { DEVELOPMENT_TWO_FACTOR_KEY } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';

export async function buildTestApp(
  db: Database,
  config: Partial<AppConfig> = {},
  options: { requestTimeoutMs?: number } = {},
): Promise<FastifyInstance> {
  return buildApp({ config: { ...TEST_CONFIG, ...config }, db, ...options });
}

/** The app's configuration in tests: no site, no Stripe, mail to a port nothing listens on. */
export const TEST_CONFIG: AppConfig = {
  logLevel: 'silent',
  siteDir: null,
  stripe: null,
  invoicePaymentEnabled: false,
  publicUrl: 'http://localhost:3000',
  adminEmails: [],
  trustedProxies: [],

  smtpUrl: 'smtp://127.0.0.1:9',
  mailFrom: 'no-reply@example.ch',
  downloadUrl: 'https://apps.microsoft.com/detail/dictation-test',
  twoFactorKey: DEVELOPMENT_TWO_FACTOR_KEY,
};
