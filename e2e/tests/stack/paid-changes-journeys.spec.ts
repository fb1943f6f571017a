import type { Locator, Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { type Account, confirmedAccount, freshEmail, openAs } from './accounts.js';
import { expect, test } from './fixtures.js';
import { CARDS, cardDialog, enterCard, fillBillingDialog, payButton } from './offline-services.js';
import { wordsFor } from './words.js';

/**
 * docs/subscriptions-and-money.md#changes: money shown is money charged. A subscriber's change is
 * shown with Stripe's figures before it is made; one that adds value is charged then, for exactly
 * the amount shown, and applies once paid (3-D Secure included); one that lowers something waits
 * for the period's end; a failing card changes nothing.
 */
const words = wordsFor('en');

test.use({ locale: 'en-GB' });

/** The emulator's 3-D Secure challenge, in Stripe's own words (packages/stripe-emulator README). */
const challengeIn = (page: Page) => page.getByRole('dialog', { name: '3D Secure 2 Test Page' });

/** The value beside a term of an amount list (the order, the licence adjustment). */
const valueBeside = (page: Page, term: string): Locator =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** The invoices of /account, newest first: the amount column of each row. */
async function invoiceRows(page: Page) {
  await page.goto('/account');
  const table = page.getByRole('table', { name: words('account.invoices.heading') });
  await expect(table).toBeVisible();
  return table.getByRole('row');
}

/**
 * A first subscription bought on /payment (plan, users, frequency as given), paid with `card`,
 * through 3-D Secure if the card asks for it.
 */
async function subscribe(
  page: Page,
  order: { plan: 'premium' | 'enterprise'; users?: number; frequency: 'monthly' | 'annual' },
  card: string,
  amount: string,
): Promise<Account> {
  const account = await confirmedAccount(page);
  await openAs(page, 'en', account);
  await page.goto('/license');
  await page
    .getByRole('link', {
      name: words(order.plan === 'premium' ? 'license.premium.action' : 'license.enterprise.action'),
    })
    .click();
  if (order.users)
    await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill(String(order.users));
  if (order.frequency === 'monthly')
    await page.getByRole('radio', { name: words('payment.frequency.monthly') }).click();
  const dialog = await fillBillingDialog(page);
  await enterCard(dialog, card);
  await payButton(dialog, 'en', amount).click();
  if (card === CARDS.threeDSecureAlways || card === CARDS.threeDSecure) {
    await challengeIn(page).getByRole('button', { name: 'Complete authentication' }).click();
  }
  await expect(dialog.getByText(words('payment.activated.message'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  return account;
}

const MONTHLY_PREMIUM = 'CHF 53.45';

test('a Premium monthly subscriber moves to Enterprise × 3 annual through 3-D Secure, charged the amount shown', async ({
  page,
}) => {
  await subscribe(page, { plan: 'premium', frequency: 'monthly' }, CARDS.threeDSecureAlways, MONTHLY_PREMIUM);

  // The licence page marks her plan; Enterprise there leads to /payment as a change.
  await page.goto('/license');
  await expect(page.getByRole('article', { name: words('account.type.premium') })).toContainText(
    words('license.current'),
  );
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await expect(page.getByRole('heading', { level: 2, name: words('payment.change.heading') })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(words('payment.frequency.annual')) }).click();
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill('3');
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).blur();
  const dueToday = valueBeside(page, words('payment.change.dueToday'));
  await expect(dueToday).toHaveText(/CHF/);
  const shown = (await dueToday.textContent()) ?? '';
  await expect(page.getByText(words('payment.change.effectiveNow'))).toBeVisible();

  // Billing details are on file: straight to the card, for the amount shown; her card on file
  // pays, no card details asked (docs/subscriptions-and-money.md#card-on-file).
  await page.getByRole('button', { name: words('payment.continue') }).click();
  const dialog = cardDialog(page);
  await expect(dialog.getByRole('radio', { name: words('billing.pay.newCard') })).not.toBeChecked();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await payButton(dialog, 'en', shown).click();
  await challengeIn(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog.getByText(words('payment.change.applied'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });

  const rows = await invoiceRows(page);
  await expect(page.getByText(words('account.type.enterprise'), { exact: true })).toBeVisible();
  // The header row, the first month and the upgrade: charged exactly what the page said.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(shown);
  await expect(rows.nth(1)).toContainText(words('account.invoices.status.paid'));
});

test('an Enterprise owner goes from 3 to 5 seats: the figures shown, paid, then colleagues invited to them', async ({
  page,
}) => {
  await subscribe(page, { plan: 'enterprise', users: 3, frequency: 'monthly' }, CARDS.succeeds, 'CHF 127.65');

  await page.goto('/license-adjustment');
  await page.getByRole('spinbutton', { name: words('licenseAdjustment.new.label') }).fill('5');
  await page.getByRole('spinbutton', { name: words('licenseAdjustment.new.label') }).blur();
  const dueToday = valueBeside(page, words('licenseAdjustment.preview.dueToday'));
  await expect(dueToday).toHaveText(/CHF/);
  const shown = (await dueToday.textContent()) ?? '';
  await expect(valueBeside(page, words('licenseAdjustment.preview.nextCharge'))).toContainText('CHF 212.75');
  await page.getByRole('button', { name: words('licenseAdjustment.finalize') }).click();
  // docs/licences.md#adjustment-charges: asked first, with the two licences added and the very
  // amount shown as due today.
  const question = page.getByRole('alertdialog', {
    name: words('licenseAdjustment.confirmation.title', { added: 2 }),
  });
  await expect(question).toContainText(
    words('licenseAdjustment.confirmation.description', { current: 3, count: 5, amount: shown }),
  );
  await question
    .getByRole('button', { name: words('licenseAdjustment.confirmation.confirm', { amount: shown }) })
    .click();
  await expect(page.getByText(words('licenseAdjustment.success'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });

  const rows = await invoiceRows(page);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(shown);
  await expect(page.getByText(words('account.licenses.total')).locator('..')).toContainText('5');

  // Four colleagues fit in five seats now; with three, the third would have been refused.
  for (const colleague of ['a', 'b', 'c', 'd']) {
    await page
      .getByRole('textbox', { name: words('account.licenses.email.label') })
      .fill(freshEmail(colleague, 'clinic.example.ch'));
    await page.getByRole('button', { name: words('account.licenses.invite') }).click();
    await expect(page.getByText(words('account.licenses.inviteSent'))).toBeVisible();
  }
  await expect(
    page.getByRole('table', { name: words('account.licenses.table.caption') }).getByRole('row'),
  ).toHaveCount(6);
});

test('an Enterprise owner goes from 5 to 3 seats: nothing charged, scheduled for the end of the period', async ({
  page,
}) => {
  await subscribe(page, { plan: 'enterprise', users: 5, frequency: 'monthly' }, CARDS.succeeds, 'CHF 212.75');

  await page.goto('/license-adjustment');
  await page.getByRole('spinbutton', { name: words('licenseAdjustment.new.label') }).fill('3');
  await page.getByRole('spinbutton', { name: words('licenseAdjustment.new.label') }).blur();
  await expect(valueBeside(page, words('licenseAdjustment.preview.dueToday'))).toHaveText('CHF 0.00');
  await expect(valueBeside(page, words('licenseAdjustment.preview.nextCharge'))).toContainText('CHF 127.65');
  const when = page.getByText(/^Fewer licenses take effect on .+\. Nothing is charged today\.$/);
  await expect(when).toBeVisible();
  const date = /on (.+)\. Nothing/.exec((await when.textContent()) ?? '')?.[1] ?? '';
  await page.getByRole('button', { name: words('licenseAdjustment.finalize') }).click();
  await expect(
    page.getByText(`Done. Your number of licenses changes on ${date}; nothing is charged today.`),
  ).toBeVisible();

  // The five seats paid for stay until then; the decrease waits beside them.
  await page.goto('/license-adjustment');
  await expect(page.getByText(`3 licenses from ${date}`)).toBeVisible();
  const rows = await invoiceRows(page);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(words('account.licenses.total')).locator('..')).toContainText('5');
});

test('a failing card on an upgrade is refused with the site’s message and leaves the plan exactly as it was', async ({
  page,
}) => {
  await subscribe(page, { plan: 'premium', frequency: 'monthly' }, CARDS.succeeds, MONTHLY_PREMIUM);

  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  const dueToday = valueBeside(page, words('payment.change.dueToday'));
  await expect(dueToday).toHaveText(/CHF/);
  await page.getByRole('button', { name: words('payment.continue') }).click();
  const dialog = cardDialog(page);
  await dialog.getByRole('radio', { name: words('billing.pay.newCard') }).click();
  await enterCard(dialog, CARDS.failsWhenCharged);
  await payButton(dialog, 'en', (await dueToday.textContent()) ?? '').click();
  await expect(dialog.getByText(words('payment.error.cardDeclined'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });

  const rows = await invoiceRows(page);
  await expect(page.getByText(words('account.type.premium'), { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(MONTHLY_PREMIUM);
});

/**
 * docs/licences.md#one-tap: on a phone the count field keeps the focus until something else is
 * tapped. The owner types the number, taps "Finalize order" once, answers the question once and is
 * on her account with the seats paid: one tap per action, none spent committing the number.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('an Enterprise owner adds seats with one tap per action, and lands on her account', async ({
    page,
  }) => {
    await subscribe(
      page,
      { plan: 'enterprise', users: 3, frequency: 'monthly' },
      CARDS.succeeds,
      'CHF 127.65',
    );

    await page.goto('/license-adjustment');
    const count = page.getByRole('spinbutton', { name: words('licenseAdjustment.new.label') });
    await count.tap();
    await count.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    // Typed, not left: the totals already follow the keys.
    await expect(count).toBeFocused();
    await expect(
      valueBeside(page, words('licenseAdjustment.summary.total', { frequency: 'monthly' })),
    ).toHaveText('CHF 212.75');
    // The one tap that leaves the field finalizes: the question follows the figures.
    await page.getByRole('button', { name: words('licenseAdjustment.finalize') }).tap();
    const question = page.getByRole('alertdialog', {
      name: words('licenseAdjustment.confirmation.title', { added: 2 }),
    });
    await expect(question).toBeVisible();
    const dueToday = valueBeside(page, words('licenseAdjustment.preview.dueToday'));
    const shown = (await dueToday.textContent()) ?? '';
    await expect(question).toContainText(
      words('licenseAdjustment.confirmation.description', { current: 3, count: 5, amount: shown }),
    );
    await question
      .getByRole('button', { name: words('licenseAdjustment.confirmation.confirm', { amount: shown }) })
      .tap();

    // docs/licences.md#adjustment-messages: on to the account, which says it beside the licences.
    await expect(page).toHaveURL(/\/account$/, { timeout: BACKGROUND_WORK_TIMEOUT_MS });
    const licences = page.getByRole('region', { name: words('account.licenses.heading') });
    await expect(licences.getByText(words('licenseAdjustment.success'))).toBeVisible();
    await expect(page.getByText(words('account.licenses.total')).locator('..')).toContainText('5');
    const rows = await invoiceRows(page);
    await expect(rows.nth(1)).toContainText(shown);
  });
});
