import type { Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import {
  apiEnvironment,
  passkeySiteUrl,
  UNPAID_INVOICE_API_PORT,
  UNPAID_INVOICE_STRIPE_PORT,
} from '../../playwright.config.js';
import { confirmedAccount, openAs, subscriptionInfo } from './accounts.js';
import { expect, test } from './fixtures.js';
import {
  invoiceRow,
  lastMailTo,
  mailsTo,
  orderEnterpriseOnInvoice,
  stripeEmulator,
  theOpenInvoice,
} from './offline-services.js';
import { freshDataDir, type SpareServer, startSpareApi, startSpareStripeEmulator } from './spare-servers.js';
import { addPasskeyThroughApi, turnTwoFactorOn } from './two-factor.js';
import { amountDueToday, wordsFor } from './words.js';

/**
 * docs/subscriptions-and-money.md#overdue-invoices: an invoice paid by transfer that is never paid,
 * on a small stack of its own: an API on a PGlite folder of its own (never the stack's PostgreSQL
 * server, whose invoices belong to the stack's emulator) and a Stripe emulator of its own, MailDev
 * shared. The journey restarts the API with the overdue-invoices job's clock moved on
 * (OVERDUE_INVOICES_DAYS_AHEAD), as a staging server would be; the job's pass at start does what
 * has fallen due. The invoice is due 30 days after the order and reminded 7 days later; its
 * subscription ends 30 days after the reminder (docs/subscriptions-and-money.md#overdue-invoices):
 * a day past each.
 */
const REMINDER_DAYS_AHEAD = 30 + 7 + 1;
const END_DAYS_AHEAD = REMINDER_DAYS_AHEAD + 30 + 1;
const USERS = 3;
/**
 * This stack's administrator: an address of its own, so its confirmation mail in the shared
 * MailDev is never the stack's administrator's, whom the journeys beside sign up meanwhile.
 */
const ADMIN_EMAIL = 'admin-unpaid-invoice@e2e.example.ch';

const stack = apiEnvironment(UNPAID_INVOICE_API_PORT);
const emulator = `http://127.0.0.1:${UNPAID_INVOICE_STRIPE_PORT}`;
let dataDir = '';

/** The API of this journey's stack, its overdue-invoices clock `daysAhead` days on. */
function environment(daysAhead: number): Record<string, string> {
  return {
    ...stack,
    // Empty reads as unset: PGlite, even when the stack runs on DATABASE_URL.
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    STRIPE_API_URL: emulator,
    STRIPE_JS_URL: `${emulator}/v3/stripe.js`,
    ADMIN_EMAILS: ADMIN_EMAIL,
    ...(daysAhead > 0 ? { OVERDUE_INVOICES_DAYS_AHEAD: String(daysAhead) } : {}),
  };
}

let stripe: SpareServer | undefined;
let api: SpareServer | undefined;

test.beforeAll(async ({ request }) => {
  dataDir = freshDataDir();
  stripe = await startSpareStripeEmulator(request, {
    port: UNPAID_INVOICE_STRIPE_PORT,
    webhookUrl: `http://127.0.0.1:${UNPAID_INVOICE_API_PORT}/api/webhooks/stripe`,
    webhookSecret: stack.STRIPE_WEBHOOK_SECRET ?? '',
  });
  api = await startSpareApi(request, environment(0));
});

test.afterAll(async () => {
  await api?.stop();
  await stripe?.stop();
});

test.use({ baseURL: `http://127.0.0.1:${UNPAID_INVOICE_API_PORT}`, locale: 'en-GB' });

/** The API stopped once every webhook is in (none lost to the restart), then started `daysAhead` days on. */
async function restartDaysAhead(page: Page, daysAhead: number) {
  await stripeEmulator(page, UNPAID_INVOICE_STRIPE_PORT).webhooksDelivered();
  await api?.stop();
  api = await startSpareApi(page.request, environment(daysAhead));
}

test('a clinic never pays its invoice: reminded a week after it falls due, its Enterprise subscription ends 30 days later', async ({
  page,
  browser,
}) => {
  const words = wordsFor('en');
  const account = await confirmedAccount(page);
  await openAs(page, 'en', account);
  await orderEnterpriseOnInvoice(page, USERS);
  await page.goto('/account');
  const { number } = await theOpenInvoice(page);
  const details = page.getByRole('region', { name: words('account.details.heading') });
  await expect(details).toContainText(words('account.type.enterprise'));

  // 38 days on: 8 days overdue, the owner is reminded, in her language, of the number and the amount.
  await restartDaysAhead(page, REMINDER_DAYS_AHEAD);
  const reminderSubject = words('email.billingInvoiceReminder.subject', {
    invoiceNumber: number,
    amount: amountDueToday('en', 'enterprise', USERS),
  });
  await lastMailTo(page, account.email, reminderSubject);
  // A reminder ends nothing: the plan serves on, its invoice still open.
  await page.goto('/account');
  await expect(details).toContainText(words('account.type.enterprise'));
  await expect(invoiceRow(page, number)).toContainText(words('account.invoices.status.open'));

  // 69 days on: 31 days after the reminder, still unpaid, the subscription ends and the owner is told why.
  await restartDaysAhead(page, END_DAYS_AHEAD);
  await lastMailTo(page, account.email, words('email.billingSubscriptionEndedInvoiceUnpaid.subject'));
  // The job's pass at start ends it: the API's answer is polled, then the page is read once, with
  // the usual time to draw. (Reloaded until it said so, the page had 2 s each time: never enough on
  // a machine busy enough to take longer to draw the account.)
  await expect
    .poll(async () => (await subscriptionInfo(page, account)).accountType, {
      timeout: BACKGROUND_WORK_TIMEOUT_MS,
    })
    .toBe('free');
  await page.goto('/account');
  await expect(details).toContainText(words('account.type.free'));
  await expect(details).not.toContainText(words('account.type.enterprise'));
  // The invoice is written off at Stripe, as a failed renewal's last one is; a Free account's page
  // lists no invoices, so it is gone from there (the data download keeps it).
  const info = await subscriptionInfo(page, account);
  expect(info.accountType).toBe('free');
  expect(info.invoices.find((item) => item.number === number)?.status).toBe('uncollectible');
  await expect(page.getByRole('table', { name: words('account.invoices.heading') })).toHaveCount(0);
  // Reminded once: the restart 69 days on ended the subscription without reminding again.
  expect(await mailsTo(page, account.email, reminderSubject)).toHaveLength(1);

  // The transfer comes after all: the admin finds the invoice, written off, and records it
  // (docs/subscriptions-and-money.md#overdue-invoices); the subscription stays ended.
  const admin = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  // docs/admin.md#admin-two-factor and docs/passkeys.md#admins: she sets two-factor sign-in up and
  // adds a passkey (signed for this API's own WEBAUTHN_ORIGIN), and that session counts.
  const adminHere = await confirmedAccount(admin, ADMIN_EMAIL);
  await turnTwoFactorOn(admin, adminHere.token);
  await addPasskeyThroughApi(admin, adminHere.token, passkeySiteUrl(UNPAID_INVOICE_API_PORT));
  await openAs(admin, 'en', adminHere);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: words('admin.tab.invoices') }).click();
  const row = admin
    .getByRole('table', { name: words('admin.invoices.caption') })
    .getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(words('admin.invoices.writtenOff'));
  await row.getByRole('button', { name: new RegExp(`^${words('admin.invoices.markPaid.action')}`) }).click();
  const question = admin.getByRole('alertdialog', { name: words('admin.invoices.confirm.title') });
  await question.getByRole('button', { name: words('admin.invoices.confirm.confirm') }).click();
  await expect(admin.getByText(words('admin.invoices.success', { number }))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  const settled = await subscriptionInfo(page, account);
  expect(settled.accountType).toBe('free');
  expect(settled.invoices.find((item) => item.number === number)?.status).toBe('paid');
});
