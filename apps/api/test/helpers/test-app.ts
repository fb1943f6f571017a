import { APP_DEVICES_PER_SEAT_DEFAULT, APP_OFFLINE_GRACE_DAYS_DEFAULT } from '@app/contracts';
import { DEFAULT_CREDIT_LIMIT_CENTS } from '@app/pricing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, buildApp } from '../../src/app.js';
import { DEVELOPMENT_TWO_FACTOR_KEY } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { invoicingConfig } from '../../src/invoices/invoicing-config.js';
import { openTestDatabase } from './test-database.js';

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
  creditLimitCents: DEFAULT_CREDIT_LIMIT_CENTS,
  publicUrl: 'http://localhost:3000',
  webauthnRpId: 'localhost',
  webauthnOrigin: 'http://localhost:3000',
  adminEmails: [],
  trustedProxies: [],

  smtpUrl: 'smtp://127.0.0.1:9',
  mailFrom: 'no-reply@example.ch',
  downloadUrl: 'https://apps.microsoft.com/detail/dictation-test',
  twoFactorKey: DEVELOPMENT_TWO_FACTOR_KEY,
  appOfflineGraceDays: APP_OFFLINE_GRACE_DAYS_DEFAULT,
  appDevicesPerSeat: APP_DEVICES_PER_SEAT_DEFAULT,
  // docs/sso.md#provider-addresses: the tests' identity providers run on loopback.
  ssoPrivateProviders: true,
  // The development seller and SIX's example QR-IBAN, as a start outside production has them.
  ...invoicingConfig({ INVOICE_PAYMENT_ENABLED: false }, []),
};

export interface TestApp {
  db: Database;
  app: FastifyInstance;
}

/**
 * A fresh database and the app on it for one test file: opened before its first test, closed
 * after its last. `use` hands them to the file, which keeps them in its own `db` and `app`.
 */
export function useTestApp(config: Partial<AppConfig>, use: (opened: TestApp) => void): void {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    const db = await openTestDatabase();
    opened = { db, app: await buildTestApp(db, config) };
    use(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.db.close();
  });
}
