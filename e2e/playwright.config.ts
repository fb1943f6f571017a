import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { JOURNEY_EXPECT_TIMEOUT_MS, JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS } from '../test-timeouts.ts';

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
/** A second API that a journey starts and stops itself (see apiEnvironment). */
export const SPARE_API_PORT = 3103 + offset;
/**
 * The small stack of the journey of an invoice never paid (unpaid-invoice-journey.spec.ts): an
 * API it restarts with the overdue-invoices clock moved on, and a Stripe emulator of its own.
 */
export const UNPAID_INVOICE_API_PORT = 3107 + offset;
export const UNPAID_INVOICE_STRIPE_PORT = 12212 + offset;
/**
 * The single sign-on journeys' own providers (sso-journeys.spec.ts starts them on loopback): a
 * clinic's OpenID provider, a SAML identity provider, and the DNS server (UDP) the stack's API asks
 * for the domains' TXT proof (SSO_DNS_SERVERS, docs/sso.md#domain-proof).
 */
export const SSO_OIDC_PORT = 3108 + offset;
export const SSO_SAML_PORT = 3109 + offset;
export const SSO_DNS_PORT = 1153 + offset;
/**
 * The Lighthouse gate's two variants of the built site (scripts/lighthouse-sites.mjs), each served
 * by a built API of its own: the pages without scripts (each page's floor), and the pages with a
 * script that blocks the main thread (the gate's own test).
 */
export const FLOOR_API_PORT = 3104 + offset;
export const SLOWED_API_PORT = 3105 + offset;
/** Where the run's traces go (a second run beside the first names its own). */
const resultsDir = process.env.E2E_RESULTS_DIR ?? 'test-results';
/**
 * The JSON report scripts/test-summary.mjs counts: it reads the files directly in a
 * `test-results` folder, so a second run (on PostgreSQL) names its own file there.
 */
const reportFile = process.env.E2E_REPORT_FILE ?? `${resultsDir}/playwright.json`;
const WEBHOOK_SECRET = 'whsec_e2e_stack';
/**
 * The QR-IBAN the stack's invoices ask transfers to (INVOICE_QR_IBAN, written as banks print it): a
 * valid one (QR-IID 30808) other than the API's development default, so that a QR-bill carrying it
 * shows the configuration reached it.
 */
export const INVOICE_QR_IBAN = 'CH21 3080 8001 2345 6782 7';
/**
 * The stack's administrator (ADMIN_EMAILS): the journeys sign up and sign in with it, with
 * two-factor sign-in (docs/admin.md#admin-two-factor, tests/stack/two-factor.ts's adminAccount).
 */
export const ADMIN_EMAIL = 'admin@e2e.example.ch';
/**
 * A second one (ADMIN_EMAILS too), for the journey of an admin who meets the administration without
 * two-factor sign-in and is guided to set it up: hers alone, so no other journey has set it up first.
 */
export const FIRST_ADMIN_EMAIL = 'first-admin@e2e.example.ch';
/**
 * The site as the passkey journeys open it: `localhost`, not 127.0.0.1, as an IP address is no
 * WebAuthn relying party id (docs/passkeys.md#relying-party); Chromium resolves `localhost` to
 * loopback itself. An API started by `apiEnvironment(port)` names this its relying party.
 */
export const passkeySiteUrl = (port: number) => `http://localhost:${port}`;
export const PASSKEY_SITE_URL = passkeySiteUrl(API_PORT);
/**
 * This run's id, the same in every worker (they inherit the environment of the run that set it):
 * what the workers share on disk for this run only (the admin's authenticator secret) is named by it.
 */
process.env.E2E_RUN_ID ??= randomUUID();
export const RUN_ID: string = process.env.E2E_RUN_ID;

/**
 * The stack's database: the PostgreSQL server of DATABASE_URL when set (`node
 * ../scripts/with-postgres.mjs -- npx playwright test` starts a fresh one), else a fresh embedded
 * PGlite folder for every run (as `npm test` runs it), so tests never see yesterday's accounts.
 */
const databaseUrl = process.env.DATABASE_URL;
const database: Record<string, string> = databaseUrl
  ? { DATABASE_URL: databaseUrl }
  : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-pglite-')) };

/**
 * The projects named on the command line (`--project=stack` or `--project stack`); none means all.
 * Only their servers are started: the stack's journeys need neither the Storybook build nor the
 * mocked site, whose previews answer 404 (and so never come up) until those are built.
 */
function requestedProjects(argv: readonly string[]): Set<string> | null {
  const names = argv.flatMap((argument, index) => {
    if (argument.startsWith('--project=')) return [argument.slice('--project='.length)];
    return argument === '--project' && argv[index + 1] ? [argv[index + 1] as string] : [];
  });
  return names.length > 0 ? new Set(names) : null;
}
const requested = requestedProjects(process.argv);
/**
 * Journeys that change what every other journey meets: the Stripe emulator's one clock moved on
 * (renewals of every subscription) and its webhooks held back (no payment activates meanwhile).
 * With them, the administrator's journeys (the open invoices' and the credit limit's): the one
 * administrator's account is set up by them and by the accessibility spec, which must not sign it
 * up at the same moment.
 */
const STACK_ALONE =
  /stack\/(billing-journeys|card-payment-journeys|enterprise-and-admin-journeys|credit-limit-journey)\.spec\.ts$/;
/**
 * Journeys that meet nothing the ones above change (no subscription for the clock to renew, no
 * payment waiting on a held-back webhook) and change nothing they meet: those that neither pay
 * nor hold a subscription, and the unpaid invoice's, which pays and moves its clock on servers
 * of its own (its mail in the shared MailDev, to an address of its own). They run beside them, on
 * the workers the alone journeys leave idle.
 */
const STACK_BESIDE =
  /stack\/(accessibility-signed-out|prerendered-pages|home|unpaid-invoice-journey)\.spec\.ts$/;

const servesProject = (...projects: string[]) =>
  requested === null || projects.some((project) => requested.has(project));

/**
 * The API's environment as the stack runs it, listening on `port`. A journey that needs the API in
 * another state (its payment provider out of reach) starts one more with some of it changed.
 */
export function apiEnvironment(port: number): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    ...database,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // docs/passkeys.md#relying-party: the pages stay on 127.0.0.1 (and its mails' links), but a
    // passkey is made and used on localhost, the one name of this machine that can be a relying party.
    WEBAUTHN_RP_ID: 'localhost',
    WEBAUTHN_ORIGIN: passkeySiteUrl(port),
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    ADMIN_EMAILS: `${ADMIN_EMAIL},${FIRST_ADMIN_EMAIL}`,
    // The journeys' set-up (tests/stack/accounts.ts) comes through here as a proxy would forward
    // it, one client per account, so the per-client limits meet each journey alone.
    TRUSTED_PROXIES: '127.0.0.1',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${STRIPE_EMULATOR_PORT}`,
    STRIPE_JS_URL: `http://127.0.0.1:${STRIPE_EMULATOR_PORT}/v3/stripe.js`,
    INVOICE_PAYMENT_ENABLED: 'true',
    INVOICE_QR_IBAN,
    SSO_DNS_SERVERS: `127.0.0.1:${SSO_DNS_PORT}`,
    // docs/sso.md#provider-addresses: the journeys' identity providers run on loopback.
    SSO_PRIVATE_PROVIDERS: 'true',
  };
}

/** The stack the journeys and Lighthouse run on: mailbox, Stripe emulator, and the API serving the site. */
const stackServers = [
  {
    command: `node ../node_modules/maildev/bin/maildev --smtp ${MAIL_SMTP_PORT} --web ${MAIL_WEB_PORT} --ip 127.0.0.1 --web-ip 127.0.0.1 --silent`,
    url: `http://127.0.0.1:${MAIL_WEB_PORT}/email`,
    reuseExistingServer: false,
    timeout: SERVER_START_TIMEOUT_MS,
  },
  {
    command: `node ../packages/stripe-emulator/dist/cli.js --port ${STRIPE_EMULATOR_PORT} --host 127.0.0.1 --webhook-url http://127.0.0.1:${API_PORT}/api/webhooks/stripe --webhook-secret ${WEBHOOK_SECRET} --quiet`,
    url: `http://127.0.0.1:${STRIPE_EMULATOR_PORT}/_emulator/health`,
    reuseExistingServer: false,
    timeout: SERVER_START_TIMEOUT_MS,
  },
  {
    // The real product as `npm start` runs it: the built API serving the built site, with mail
    // and payments on their offline stand-ins.
    command: 'node ../apps/api/dist/server.js',
    env: apiEnvironment(API_PORT),
    url: `http://127.0.0.1:${API_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: SERVER_START_TIMEOUT_MS,
  },
];

/**
 * A built API serving a variant of the built site, written into a folder of its own first. Public
 * pages need no payments or mail; the database is its own, never the stack's PGlite folder.
 */
function siteVariantServer(variant: 'floor' | 'slowed', port: number) {
  const siteDir = mkdtempSync(path.join(tmpdir(), `e2e-site-${variant}-`));
  return {
    command: `node ../scripts/lighthouse-sites.mjs ${variant} ../apps/site/dist ${siteDir} && exec node ../apps/api/dist/server.js`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl ? {} : { DATA_DIR: mkdtempSync(path.join(tmpdir(), `e2e-pglite-${variant}-`)) }),
      LOG_LEVEL: 'warn',
      SITE_DIR: siteDir,
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: SERVER_START_TIMEOUT_MS,
  };
}

export default defineConfig({
  testDir: 'tests',
  outputDir: `${resultsDir}/artifacts`,
  // Two journeys at a time: they wait on the browser, the API, webhooks and mail far more than they
  // compute, so a second one nearly halves the run (docs/measurements.md#ci-time). A third did not
  // shorten it (13.1 min against 12.7, 2026-11-27): the two cores were the limit. A file's tests
  // stay in order.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Sized for a busy 2-core machine (test-timeouts.ts): a journey that hangs still fails.
  timeout: JOURNEY_TIMEOUT_MS,
  expect: { timeout: JOURNEY_EXPECT_TIMEOUT_MS },
  reporter: [['list'], ['json', { outputFile: reportFile }]],
  use: {
    baseURL: `http://127.0.0.1:${API_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // A failed journey keeps its trace: every action with the page's DOM before and after it. Not
    // the screencast beside it: recording its frames made every journey a quarter slower (two
    // journey files, three runs each, 2026-11-27: 1.7 min with it, 1.3-1.6 without).
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: [
    // The journeys that others must not meet run first, one at a time (`stack-alone`), beside those
    // that meet nothing of theirs (`stack-beside`), then the rest (`stack`, which depends on both:
    // `--project=stack` runs every journey; add `--no-deps` for the rest alone). First, because moving the emulator's one clock renews every
    // subscription it holds: after the other journeys, that was 60 renewals' webhooks to wait for.
    { name: 'stack-alone', testMatch: STACK_ALONE, workers: 1 },
    { name: 'stack-beside', testMatch: STACK_BESIDE },
    {
      name: 'stack',
      testMatch: /stack\/.*\.spec\.ts/,
      testIgnore: [STACK_ALONE, STACK_BESIDE],
      dependencies: ['stack-alone', 'stack-beside'],
    },
    // Lighthouse on the built site the stack's API serves (scripts/lighthouse-audit.mjs), one audit
    // at a time: its simulated phone scales the machine's real CPU time.
    { name: 'lighthouse', testMatch: /lighthouse\/.*\.spec\.ts/, workers: 1 },
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
    ...(servesProject('stack', 'stack-alone', 'stack-beside', 'lighthouse') ? stackServers : []),
    ...(servesProject('lighthouse')
      ? [siteVariantServer('floor', FLOOR_API_PORT), siteVariantServer('slowed', SLOWED_API_PORT)]
      : []),
    ...(servesProject('mocked')
      ? [
          {
            command: `npx vite preview --outDir ../apps/site/dist-mocked --host 127.0.0.1 --port ${MOCKED_SITE_PORT} --strictPort`,
            url: `http://127.0.0.1:${MOCKED_SITE_PORT}/`,
            reuseExistingServer: false,
            timeout: SERVER_START_TIMEOUT_MS,
          },
        ]
      : []),
    ...(servesProject('stories')
      ? [
          {
            // The static Storybook build (npm run build-storybook), served as designers see it.
            command: `npx vite preview --outDir ../storybook-static --host 127.0.0.1 --port ${STORYBOOK_PORT} --strictPort`,
            url: `http://127.0.0.1:${STORYBOOK_PORT}/iframe.html`,
            reuseExistingServer: false,
            timeout: SERVER_START_TIMEOUT_MS,
          },
        ]
      : []),
  ],
});
