import { MINIMUM_USERS } from '@app/pricing';
import type { Locator, Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { confirmedAccount, freshEmail, openAs, PASSWORD } from './accounts.js';
import { expect, test } from './fixtures.js';
import { BILLING, CARDS, cardDialog } from './offline-services.js';
import { amountDueToday, wordsFor } from './words.js';

/**
 * A keyboard user's runs through the site: no mouse, only page.keyboard (Tab and Shift+Tab,
 * typing, Enter, Space and arrows). Every step checks where the focus is, so a control out of
 * reach of Tab, or a dialog that does not take the focus, fails here.
 */
const words = wordsFor('en');

test.use({ locale: 'en-GB' });

/** The furthest a keyboard user should have to Tab to reach the next thing they need. */
const MAX_TABS = 40;

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never comes. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reachable with ${key} in ${MAX_TABS} presses`).toBeFocused({ timeout: 1 });
}

test('a newcomer signs up with the keyboard alone, from the skip link to the confirmation page', async ({
  page,
}) => {
  await openAs(page, 'en');
  await page.goto('/signup');

  // The first Tab of the page meets the skip link, which takes the focus into the main content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: words('nav.skipToContent') })).toBeFocused();
  await page.keyboard.press('Enter');

  const email = page.getByRole('textbox', { name: words('auth.signUp.email') });
  await tabTo(page, email);
  await page.keyboard.type(freshEmail('keyboard'));
  await tabTo(page, page.getByRole('textbox', { name: words('auth.signUp.password'), exact: true }));
  await page.keyboard.type(PASSWORD);
  // The show-password toggle is a stop of its own, then the confirmation.
  const confirmation = page.getByRole('textbox', { name: words('auth.signUp.confirmPassword') });
  await tabTo(page, confirmation);
  await page.keyboard.type(`${PASSWORD}x`);
  await page.keyboard.press('Enter');

  // A mistake takes the focus to its message; Shift+Tab back to the field to correct it.
  const mismatch = page.getByText(words('auth.signUp.error.passwordMismatch'));
  await expect(mismatch).toBeVisible();
  await tabTo(page, confirmation, 'Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/email-validation$/);
  // The new page's heading takes the focus, so the keyboard (and a screen reader) starts there.
  await expect(
    page.getByRole('heading', { level: 1, name: words('auth.emailValidation.title') }),
  ).toBeFocused();
});

test('a keyboard-only owner buys Enterprise through both dialogs and 3-D Secure, then invites a colleague', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  await openAs(page, 'en', account);
  await page.goto('/license');

  await tabTo(page, page.getByRole('link', { name: words('license.enterprise.action') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: words('payment.title') })).toBeFocused();

  // One more user than the minimum, with the arrow key.
  const users = page.getByRole('spinbutton', { name: words('payment.userCount.label') });
  await tabTo(page, users);
  await page.keyboard.press('ArrowUp');
  const userCount = MINIMUM_USERS.enterprise + 1;
  await expect(users).toHaveValue(String(userCount));

  // The annual/monthly choice is a radio group: arrows move within it and select, Tab leaves it.
  // Keys are held a moment, as fingers do; on a busy machine the focus can still land after the
  // key is up (CI, 2026-11-27), and the option must be selected all the same.
  const annual = page.getByRole('radio', { name: new RegExp(words('payment.frequency.annual')) });
  await tabTo(page, annual);
  await page.keyboard.press('ArrowRight', { delay: 50 });
  await expect(page.getByRole('radio', { name: words('payment.frequency.monthly') })).toBeChecked();
  await page.keyboard.press('ArrowLeft', { delay: 50 });
  await expect(annual).toBeChecked();

  const continueButton = page.getByRole('button', { name: words('payment.continue') });
  await tabTo(page, continueButton);
  await page.keyboard.press('Space');

  // The billing dialog takes the focus on its first field; each way out of it (Escape, Cancel,
  // its ×) gives the focus back to Continue (docs/routes-and-screens.md#focus-after-dialog), where
  // Enter opens it again.
  const billing = page.getByRole('dialog', { name: words('payment.billing.title') });
  const firstName = billing.getByRole('textbox', { name: words('payment.billing.firstName'), exact: true });
  await expect(firstName).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(billing).toBeHidden();
  await expect(continueButton).toBeFocused();
  for (const way of [words('payment.billing.cancel'), words('payment.dialog.close')]) {
    await page.keyboard.press('Enter');
    await expect(firstName).toBeFocused();
    await tabTo(page, billing.getByRole('button', { name: way, exact: true }));
    await page.keyboard.press('Enter');
    await expect(billing).toBeHidden();
    await expect(continueButton, `focused after ${way}`).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(firstName).toBeFocused();

  for (const [field, value] of Object.entries(BILLING) as [keyof typeof BILLING, string][]) {
    await tabTo(page, billing.getByRole('textbox', { name: words(`payment.billing.${field}`), exact: true }));
    await page.keyboard.type(value);
  }
  // Enter in the last field confirms the form.
  await page.keyboard.press('Enter');

  // The card dialog takes the focus on the card number. Opened from the billing dialog, it too
  // gives the focus back to Continue on Escape; the billing details are kept, and Enter in one of
  // them confirms them again.
  const card = cardDialog(page);
  const cardInputs = card.getByRole('textbox');
  await expect(cardInputs.nth(0)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstName).toBeFocused();
  await page.keyboard.press('Enter');

  // Each completed card field hands over to the next, as Stripe's own does.
  await expect(cardInputs.nth(0)).toBeFocused();
  await page.keyboard.type(CARDS.threeDSecure);
  await expect(cardInputs.nth(1)).toBeFocused();
  await page.keyboard.type('1234');
  await expect(cardInputs.nth(2)).toBeFocused();
  await page.keyboard.type('123');
  const pay = card.getByRole('button', {
    name: words('payment.card.pay', { amount: amountDueToday('en', 'enterprise', userCount) }),
  });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  // Stripe's 3-D Secure challenge opens above the dialog with the focus on its first button
  // (Stripe's words, not the site's).
  const complete = page
    .getByRole('dialog', { name: '3D Secure 2 Test Page' })
    .getByRole('button', { name: 'Complete authentication' });
  await expect(complete).toBeFocused();
  await page.keyboard.press('Enter');

  // Once active, the focus waits on the way to the account.
  const toAccount = card.getByRole('link', { name: words('payment.activated.account') });
  await expect(toAccount).toBeFocused({ timeout: BACKGROUND_WORK_TIMEOUT_MS });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: words('account.title') })).toBeFocused();

  // The invitation: the e-mail field, then Enter.
  const colleague = freshEmail('keyboard-colleague');
  const invitee = page.getByRole('textbox', { name: words('account.licenses.email.label') });
  await tabTo(page, invitee);
  await page.keyboard.type(colleague);
  await page.keyboard.press('Enter');
  await expect(page.getByText(words('account.licenses.inviteSent'))).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: words('account.licenses.table.caption') })
      .getByRole('row', { name: new RegExp(colleague) }),
  ).toContainText(words('account.licenses.status.pending'));
});
