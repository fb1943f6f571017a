import { ACTIVATION_TIMEOUT_MS } from '@app/machines';
import type { Locator, Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { type Account, confirmedAccount, openAs, subscriptionInfo } from './accounts.js';
import { expect, test } from './fixtures.js';
import { CARDS, enterCard, fillBillingDialog, payButton, stripeEmulator } from './offline-services.js';
import { amountDueToday, wordsFor } from './words.js';

const words = wordsFor('en');

test.use({ locale: 'en-GB' });

/**
 * The emulator's 3-D Secure challenge, as Stripe's test mode shows it: its title and buttons are
 * Stripe's words (packages/stripe-emulator README), not the site's catalog.
 */
const challengeIn = (page: Page) => page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
const COMPLETE = 'Complete authentication';
const FAIL = 'Fail authentication';

/** A confirmed account (set up through the API), signed in on /payment for Premium. */
async function onPaymentPage(page: Page): Promise<Account> {
  const account = await confirmedAccount(page);
  await openAs(page, 'en', account);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: words('payment.title') })).toBeVisible();
  return account;
}

/** The stage the card dialog's progress list is at (docs/subscriptions-and-money.md#payment-stages). */
const currentStage = (dialog: Locator) =>
  dialog.getByRole('list', { name: words('payment.stage.label') }).locator('[aria-current="step"]');

const activated = (dialog: Locator) => dialog.getByText(words('payment.activated.message'));

/** /account as the user sees it: plan, renewal and the invoices table. */
async function expectPremiumWithOnePaidInvoice(page: Page) {
  await page.goto('/account');
  await expect(page.getByText(words('account.type.premium'), { exact: true })).toBeVisible();
  await expect(page.getByText(words('account.renewal.label'))).toBeVisible();
  const invoices = page.getByRole('table', { name: words('account.invoices.heading') });
  // The header row and exactly one invoice: what was charged once, for the amount shown.
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices.getByRole('row').nth(1)).toContainText(words('account.invoices.status.paid'));
  await expect(invoices.getByRole('row').nth(1)).toContainText(amountDueToday('en'));
}

test('a practitioner whose bank asks for 3-D Secure fails it, stays on Free, then passes it and is Premium', async ({
  page,
}) => {
  const account = await onPaymentPage(page);
  const dialog = await fillBillingDialog(page);
  await enterCard(dialog, CARDS.threeDSecure);
  await payButton(dialog).click();

  // Failing the challenge ends in the error stage, with the card provider's reason.
  await challengeIn(page).getByRole('button', { name: FAIL }).click();
  await expect(challengeIn(page)).toBeHidden();
  await expect(currentStage(dialog)).toHaveText(words('payment.stage.error'));
  // The site's words for a failed authentication, never Stripe.js's own (docs/subscriptions-and-money.md#payment-errors).
  await expect(dialog.getByRole('alert')).toContainText(words('payment.error.provider.authenticationFailed'));
  await expect(dialog.getByRole('alert')).not.toContainText('unable to authenticate');
  await expect(payButton(dialog)).toBeEnabled();

  // Nothing was bought: the account page, in another tab, still shows Free with its upgrade.
  const tab = await page.context().newPage();
  await tab.goto('/account');
  await expect(tab.getByText(words('account.type.free'), { exact: true })).toBeVisible();
  await expect(tab.getByRole('link', { name: words('account.upgrade') })).toBeVisible();
  // Stripe keeps the unpaid attempt open for a while (a bill awaiting payment); nothing was paid.
  const info = await subscriptionInfo(page, account);
  expect(info.accountType).toBe('free');
  expect(info.invoices.filter((invoice) => invoice.status === 'paid')).toEqual([]);

  // The same dialog lets the user try again: this time the challenge is passed.
  await payButton(dialog).click();
  await challengeIn(page).getByRole('button', { name: COMPLETE }).click();
  await expect(activated(dialog)).toBeVisible({ timeout: BACKGROUND_WORK_TIMEOUT_MS });

  await expectPremiumWithOnePaidInvoice(tab);
});

test('a declined card is refused with the site’s message, and a good card in the same dialog is charged once', async ({
  page,
}) => {
  await onPaymentPage(page);
  const dialog = await fillBillingDialog(page);
  await enterCard(dialog, CARDS.declined);
  await payButton(dialog).click();
  await expect(dialog.getByText(words('payment.error.cardDeclined'))).toBeVisible();
  await expect(currentStage(dialog)).toHaveText(words('payment.stage.error'));

  await enterCard(dialog, CARDS.succeeds);
  await payButton(dialog).click();
  await expect(activated(dialog)).toBeVisible({ timeout: BACKGROUND_WORK_TIMEOUT_MS });

  await expectPremiumWithOnePaidInvoice(page);
});

test('an activation slower than 2 minutes says so, and the payment is not lost once Stripe’s webhooks arrive', async ({
  page,
}) => {
  const emulator = stripeEmulator(page);
  // The site's timers (the 4 s polls and the 120 s limit, docs/subscriptions-and-money.md#polling) run on a
  // clock the test moves.
  await page.clock.install();
  await onPaymentPage(page);
  const dialog = await fillBillingDialog(page);
  await enterCard(dialog, CARDS.threeDSecure);

  // After 3-D Secure the API learns of the payment from Stripe's webhooks only: held back, the
  // account stays pending however often the site asks.
  await emulator.holdWebhooks();
  try {
    await payButton(dialog).click();
    await challengeIn(page).getByRole('button', { name: COMPLETE }).click();
    await expect(currentStage(dialog)).toHaveText(words('payment.stage.activating'));

    await page.clock.fastForward(ACTIVATION_TIMEOUT_MS);
    await expect(dialog.getByText(words('payment.error.activationTimeout'))).toBeVisible();
    await expect(currentStage(dialog)).toHaveText(words('payment.stage.error'));
  } finally {
    await emulator.releaseWebhooks();
  }

  // Stripe took the money: once its webhooks are in, the account is Premium with its invoice.
  await expectPremiumWithOnePaidInvoice(page);
});

test('delivered as badly as Stripe may (late, twice, shuffled, failing), a 3-D Secure payment activates once and is charged once', async ({
  page,
}) => {
  const emulator = stripeEmulator(page);
  // docs/testing.md#chaos: a seed of this run's, printed, so that a failure can be replayed.
  const seed = Number(process.env.STRIPE_EMULATOR_CHAOS) || Math.floor(Math.random() * 2 ** 31) + 2;
  console.info(`chaos journey: seed ${seed} (STRIPE_EMULATOR_CHAOS=${seed})`);
  await onPaymentPage(page);
  const dialog = await fillBillingDialog(page);
  await enterCard(dialog, CARDS.threeDSecure);
  await emulator.chaos(seed);
  try {
    await payButton(dialog).click();
    await challengeIn(page).getByRole('button', { name: COMPLETE }).click();
    // What is late or waits for Stripe's retry arrives now, after the rest, while the site polls
    // (its 120 s limit is the held-back journey's above).
    await expect(async () => {
      await emulator.flushWebhooks();
      await expect(activated(dialog)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: BACKGROUND_WORK_TIMEOUT_MS });
  } finally {
    await emulator.chaos(null);
    await emulator.flushWebhooks();
  }
  await expectPremiumWithOnePaidInvoice(page);
});
