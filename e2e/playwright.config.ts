import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

/**
 * Ports apart from `npm start` (3000) and Storybook (6006), so tests run beside them.
 * `E2E_PORT_OFFSET` shifts all of them, so that two runs on one machine do not collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const API_PORT = 3100 + offset;
export const STORYBOOK_PORT = 6106 + offset;
/** The site built in mocked mode (`npm run build:mocked -w @app/site`): every call answered by MSW. */
export const MOCKED_SITE_PORT = 3106 + offset;
/** The stack's mailbox (MailDev: SMTP and its REST API) and Stripe emulator, apart from npm start's. */
export const MAIL_SMTP_PORT = 1125 + offset;
export const MAIL_WEB_PORT = 1180 + offset;
export const STRIPE_EMULATOR_PORT = 12211 + offset;
/** Where the run's report and traces go (a second run beside the first names its own). */
const resultsDir = process.env.E2E_RESULTS_DIR ?? 'test-results';
const WEBHOOK_SECRET = 'whsec_e2e_stack';

// A fresh embedded database for every run: tests never see yesterday's accounts.
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-pglite-'));

export default defineConfig({
  testDir: 'tests',
  outputDir: `${resultsDir}/artifacts`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${API_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'stack', testMatch: /stack\/.*\.spec\.ts/ },
    // Lighthouse on the built site the stack's API serves (scripts/lighthouse-audit.mjs).
    { name: 'lighthouse', testMatch: /lighthouse\/.*\.spec\.ts/ },
    {
      name: 'mocked',
      testMatch: /mocked\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${MOCKED_SITE_PORT}` },
    },
    {
      name: 'stories',
      testMatch: /stories\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node ../node_modules/maildev/bin/maildev --smtp ${MAIL_SMTP_PORT} --web ${MAIL_WEB_PORT} --ip 127.0.0.1 --web-ip 127.0.0.1 --silent`,
      url: `http://127.0.0.1:${MAIL_WEB_PORT}/email`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ../packages/stripe-emulator/dist/cli.js --port ${STRIPE_EMULATOR_PORT} --host 127.0.0.1 --webhook-url http://127.0.0.1:${API_PORT}/api/webhooks/stripe --webhook-secret ${WEBHOOK_SECRET} --quiet`,
      url: `http://127.0.0.1:${STRIPE_EMULATOR_PORT}/_emulator/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The real product as `npm start` runs it: the built API serving the built site, with mail
      // and payments on their offline stand-ins.
      command: 'node ../apps/api/dist/server.js',
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        ADMIN_EMAILS: 'admin@e2e.example.ch',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: `http://127.0.0.1:${STRIPE_EMULATOR_PORT}`,
        STRIPE_JS_URL: `http://127.0.0.1:${STRIPE_EMULATOR_PORT}/v3/stripe.js`,
        INVOICE_PAYMENT_ENABLED: 'true',
      },
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir ../apps/site/dist-mocked --host 127.0.0.1 --port ${MOCKED_SITE_PORT} --strictPort`,
      url: `http://127.0.0.1:${MOCKED_SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The static Storybook build (npm run build-storybook), served as designers see it.
      command: `npx vite preview --outDir ../storybook-static --host 127.0.0.1 --port ${STORYBOOK_PORT} --strictPort`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/iframe.html`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
