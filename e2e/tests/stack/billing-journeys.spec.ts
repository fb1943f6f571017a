import { formatChf } from '@app/i18n';
import { unitPriceCents } from '@app/pricing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { STRIPE_EMULATOR_PORT } from '../../playwright.config.js';
import { type Account, confirmedAccount, openAs } from './accounts.js';
import { CARDS, enterCard, fillBillingDialog, lastMailTo, payButton } from './offline-services.js';
import { wordsFor } from './words.js';

/**
 * Issue 22: after the first payment, the customer looks after her card and her renewals on the
 * account page: a new card through 3-D Secure, a renewal refused then paid with another card,
 * a cancelled subscription resumed.
 */
const words = wordsFor('en');

test.use({ locale: 'en-GB' });

/** The emulator's 3-D Secure challenge, in Stripe's own words (packages/stripe-emulator README). */
const challengeIn = (page: Page) => page.getByRole('dialog', { name: '3D Secure 2 Test Page' });

const MONTHLY_PREMIUM = 'CHF 53.45';

/** Premium billed monthly, bought on /payment with the card that succeeds. */
async function subscribeMonthly(page: Page): Promise<Account> {
  const account = await confirmedAccount(page);
  await openAs(page, 'en', account);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.premium.action') }).click();
  await page.getByRole('radio', { name: words('payment.frequency.monthly') }).click();
  const dialog = await fillBillingDialog(page);
  await enterCard(dialog, CARDS.succeeds);
  await payButton(dialog, 'en', MONTHLY_PREMIUM).click();
  await expect(dialog.getByText(words('payment.activated.message'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  return account;
}

const overview = (page: Page): Locator =>
  page.getByRole('region', { name: words('billing.overview.heading') });

/** From /account: the card change dialog, `card` typed in and saved (3-D Secure passed if asked). */
async function changeCard(page: Page, card: string, threeDSecure: boolean) {
  await page.goto('/account');
  await overview(page)
    .getByRole('button', { name: words('billing.card.change') })
    .click();
  const dialog = page.getByRole('dialog', { name: words('billing.card.dialog.title') });
  await enterCard(dialog, card);
  await dialog.getByRole('button', { name: words('billing.card.save') }).click();
  if (threeDSecure) await challengeIn(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog.getByText(words('billing.card.saved'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  await dialog.getByRole('button', { name: words('billing.card.done') }).click();
}

/** The emulator's clock moved to just after the account's next renewal was charged. */
async function renew(page: Page, account: Account) {
  const emulator = `http://127.0.0.1:${STRIPE_EMULATOR_PORT}/_emulator`;
  const objects = (await (await page.request.get(`${emulator}/objects`)).json()) as {
    customers: { id: string; email: string | null }[];
    subscriptions: { id: string; customer: string; status: string }[];
  };
  const customer = objects.customers.find((candidate) => candidate.email === account.email);
  const subscription = objects.subscriptions.find(
    (candidate) => candidate.customer === customer?.id && candidate.status !== 'canceled',
  );
  expect(subscription, `the subscription of ${account.email}`).toBeDefined();
  const moved = await page.request.post(`${emulator}/clock/advance`, {
    data: { toNextBillingPeriod: true, subscription: subscription?.id },
  });
  expect(moved.ok()).toBe(true);
  expect((await page.request.post(`${emulator}/webhooks/wait`, { data: { timeoutMs: 30_000 } })).ok()).toBe(
    true,
  );
}

test('a subscriber changes her card through 3-D Secure, and the account shows the new one', async ({
  page,
}) => {
  await subscribeMonthly(page);
  await changeCard(page, CARDS.threeDSecure, true);
  await expect(overview(page)).toContainText('ending in 3155');
});

test('a renewal refused: the banner and the mail, then Pay now with another card pays the invoice', async ({
  page,
}) => {
  const account = await subscribeMonthly(page);
  // The card on file from now on attaches, and every charge to it is declined.
  await changeCard(page, CARDS.failsWhenCharged, false);
  await renew(page, account);

  await page.goto('/account');
  const banner = page.locator('#billing');
  await expect(banner).toContainText(words('billing.problem.title.failed'), {
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  // The mail, in her language: the amount formatted as there (a no-break space after CHF).
  const amount = formatChf(unitPriceCents('premium', 'monthly'), 'en');
  await lastMailTo(page, account.email, words('email.billingPaymentFailed.subject', { amount }));
  await banner.getByRole('button', { name: words('billing.problem.payNow') }).click();
  const dialog = page.getByRole('dialog', { name: words('billing.pay.title') });
  await dialog.getByRole('radio', { name: words('billing.pay.newCard') }).click();
  await enterCard(dialog, CARDS.succeeds);
  await payButton(dialog, 'en', MONTHLY_PREMIUM).click();
  await expect(dialog.getByText(words('billing.pay.paid'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  await dialog.getByRole('button', { name: words('payment.card.done') }).click();

  await expect(page.getByText(words('billing.problem.title.failed'))).toHaveCount(0, {
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  const rows = page.getByRole('table', { name: words('account.invoices.heading') }).getByRole('row');
  // The header, the first month and the renewal, paid now.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(words('account.invoices.status.paid'));
  await expect(overview(page)).toContainText('ending in 4242');
});

test('a cancelled subscription is resumed in one step, without a card', async ({ page }) => {
  await subscribeMonthly(page);
  await page.goto('/account');
  await page.getByRole('button', { name: words('account.cancel.button') }).click();
  await page.getByRole('button', { name: words('account.cancel.confirmButton') }).click();
  await page.getByRole('button', { name: words('billing.resume.button') }).click();
  await page.getByRole('button', { name: words('billing.resume.confirmButton') }).click();
  await expect(page.getByText(words('billing.resume.success'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  await expect(page.getByRole('button', { name: words('account.cancel.button') })).toBeVisible();
  await expect(page.getByText(words('account.renewal.label'))).toBeVisible();
  // What the cancellation said is gone with it.
  await expect(page.getByText(words('account.cancel.success'))).toHaveCount(0);
});
