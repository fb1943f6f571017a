import { formatChf } from '@app/i18n';
import { unitPriceCents } from '@app/pricing';
import type { Locator, Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { STRIPE_EMULATOR_PORT } from '../../playwright.config.js';
import { type Account, apiPath, confirmedAccount, freshEmail, openAs, subscriptionInfo } from './accounts.js';
import { expect, test } from './fixtures.js';
import { acceptOffer } from './invitations.js';
import {
  CARDS,
  enterCard,
  fillBillingDialog,
  INVITATION_LINK,
  lastMailTo,
  linkIn,
  payButton,
  payByCard,
} from './offline-services.js';
import { amountDueToday, wordsFor } from './words.js';

/**
 * docs/subscriptions-and-money.md#card-on-file: after the first payment, the customer looks after
 * her card and her renewals on the account page: a new card through 3-D Secure, a renewal refused
 * then paid with another card, a renewal waiting for 3-D Secure completed from the mail's link, a
 * subscription left unpaid that ends, a cancelled subscription resumed.
 */
const words = wordsFor('en');

test.use({ locale: 'en-GB' });

/** The emulator's 3-D Secure challenge, in Stripe's own words (packages/stripe-emulator README). */
const challengeIn = (page: Page) => page.getByRole('dialog', { name: '3D Secure 2 Test Page' });

const MONTHLY_PREMIUM = 'CHF 53.45';

/** Premium billed monthly, bought on /payment with `card` (the one that succeeds by default). */
async function subscribeMonthly(page: Page, card: string = CARDS.succeeds): Promise<Account> {
  const account = await confirmedAccount(page);
  await openAs(page, 'en', account);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.premium.action') }).click();
  await page.getByRole('radio', { name: words('payment.frequency.monthly') }).click();
  const dialog = await fillBillingDialog(page);
  await enterCard(dialog, card);
  await payButton(dialog, 'en', MONTHLY_PREMIUM).click();
  if (card === CARDS.threeDSecureAlways) {
    await challengeIn(page).getByRole('button', { name: 'Complete authentication' }).click();
  }
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

const emulator = `http://127.0.0.1:${STRIPE_EMULATOR_PORT}/_emulator`;

/** The emulator's clock moved on by `seconds`, and every webhook that sent delivered. */
async function advanceClock(page: Page, seconds: number) {
  expect((await page.request.post(`${emulator}/clock/advance`, { data: { seconds } })).ok()).toBe(true);
  expect(
    (
      await page.request.post(`${emulator}/webhooks/wait`, {
        data: { timeoutMs: BACKGROUND_WORK_TIMEOUT_MS },
      })
    ).ok(),
  ).toBe(true);
}

/** The emulator's clock moved to just after the account's next renewal was charged. */
async function renew(page: Page, account: Account) {
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
  expect(
    (
      await page.request.post(`${emulator}/webhooks/wait`, {
        data: { timeoutMs: BACKGROUND_WORK_TIMEOUT_MS },
      })
    ).ok(),
  ).toBe(true);
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

test("a renewal that needs 3-D Secure is completed from the mail's link", async ({ page }) => {
  // A card whose bank asks for 3-D Secure on every payment: the renewal, charged off-session,
  // cannot give it and waits (Stripe's invoice.payment_action_required).
  const account = await subscribeMonthly(page, CARDS.threeDSecureAlways);
  await renew(page, account);

  const amount = formatChf(unitPriceCents('premium', 'monthly'), 'en');
  const mail = await lastMailTo(
    page,
    account.email,
    words('email.billingActionRequired.subject', { amount }),
  );
  const link = linkIn(mail, /https?:\/\/\S+\/account#billing/);
  await page.goto(link);

  // The banner is there once the account is read: it is scrolled to and takes the focus.
  const banner = page.locator('#billing');
  await expect(banner).toContainText(words('billing.problem.title.actionRequired'), {
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  await expect(banner).toBeFocused();
  await expect(banner).toBeInViewport();
  await banner.getByRole('button', { name: words('billing.problem.payNow') }).click();
  const dialog = page.getByRole('dialog', { name: words('billing.pay.title') });
  // Her own card is offered first: the bank's check is what was missing.
  await expect(dialog.getByRole('radio', { name: /3220/ })).toBeChecked();
  await payButton(dialog, 'en', MONTHLY_PREMIUM).click();
  await challengeIn(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog.getByText(words('billing.pay.paid'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  await dialog.getByRole('button', { name: words('payment.card.done') }).click();

  await expect(page.getByText(words('billing.problem.title.actionRequired'))).toHaveCount(0, {
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  const rows = page.getByRole('table', { name: words('account.invoices.heading') }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(words('account.invoices.status.paid'));
});

test('an unpaid subscription ends: the owner and her colleague fall back to Free, both told by mail', async ({
  page,
  browser,
}) => {
  const owner = await confirmedAccount(page);
  await openAs(page, 'en', owner);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill('3');
  await payByCard(page, { amount: amountDueToday('en', 'enterprise', 3) });

  // A colleague takes a seat: invited from the account page, her password set from the mail.
  const colleague = freshEmail('colleague');
  await page.goto('/account');
  await page.getByRole('textbox', { name: words('account.licenses.email.label') }).fill(colleague);
  await page.getByRole('button', { name: words('account.licenses.invite') }).click();
  const colleaguePage = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await colleaguePage.goto(linkIn(await lastMailTo(page, colleague), INVITATION_LINK));
  await colleaguePage
    .getByRole('textbox', { name: words('auth.newPassword.newPassword'), exact: true })
    .fill('colleague-1');
  await colleaguePage
    .getByRole('textbox', { name: words('auth.newPassword.confirmPassword') })
    .fill('colleague-1');
  await colleaguePage.getByRole('button', { name: words('auth.newPassword.submit') }).click();
  await expect(colleaguePage.getByText(words('auth.newPassword.success'))).toBeVisible();
  const signin = await colleaguePage.request.post(apiPath('signin'), {
    data: { email: colleague, password: 'colleague-1' },
  });
  expect(signin.ok()).toBe(true);
  const colleagueAccount: Account = {
    email: colleague,
    token: ((await signin.json()) as { token: string }).token,
  };
  // The seat is hers once she accepts it (docs/licences.md#offers).
  await acceptOffer(page, colleagueAccount);
  expect((await subscriptionInfo(page, colleagueAccount)).accountType).toBe('enterprise');

  // The card on file declines every charge: the renewal fails, and so does every retry.
  await changeCard(page, CARDS.failsWhenCharged, false);
  await renew(page, owner);
  await page.goto('/account');
  await expect(page.locator('#billing')).toContainText(words('billing.problem.title.failed'), {
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  // Past the last of Stripe's retries (the 14th day after the first failure).
  await advanceClock(page, 15 * 24 * 60 * 60);

  const details = (on: Page) => on.getByRole('region', { name: words('account.details.heading') });
  // The API ends the subscription as the last retry's webhooks come in: its answer is polled, then
  // the page is read once, with the usual time to draw. (Reloaded until it said so, the page had
  // 2 s each time: never enough on a machine busy enough to take longer to draw the account.)
  await expect
    .poll(async () => (await subscriptionInfo(page, owner)).accountType, {
      timeout: BACKGROUND_WORK_TIMEOUT_MS,
    })
    .toBe('free');
  await page.goto('/account');
  await expect(details(page)).toContainText(words('account.type.free'));
  await expect(page.locator('#billing')).toHaveCount(0);
  await lastMailTo(page, owner.email, words('email.billingSubscriptionEndedUnpaid.subject'));

  await openAs(colleaguePage, 'en', colleagueAccount);
  await colleaguePage.goto('/account');
  await expect(details(colleaguePage)).toContainText(words('account.type.free'));
  await expect(details(colleaguePage)).not.toContainText(words('account.seat.label'));
  await lastMailTo(page, colleague, words('email.billingSeatReleased.subject'));
  await colleaguePage.context().close();
});
