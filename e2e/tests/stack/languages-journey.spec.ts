import type { Language } from '@app/contracts';
import { LANGUAGE_NAMES, PRODUCT_NAME } from '@app/i18n';
import type { Page } from '@playwright/test';
import { freshEmail, PASSWORD } from './accounts.js';
import { expect, test } from './fixtures.js';
import { CONFIRMATION_LINK, lastMailTo, linkIn, payByCard } from './offline-services.js';
import { amountDueToday, wordsFor } from './words.js';

/**
 * English has the premium journey; here a newcomer goes through the same steps in each other
 * language, every element found by that language's words (packages/i18n), so that a screen,
 * an e-mail or an amount left in English, or a missing translation, fails the journey.
 */
async function newcomerBuysPremium(page: Page, language: Language) {
  const words = wordsFor(language);
  const email = freshEmail(`dr-${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);

  await page.getByRole('link', { name: words('nav.signUp') }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('textbox', { name: words('auth.signUp.email') }).fill(email);
  await page.getByRole('textbox', { name: words('auth.signUp.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: words('auth.signUp.confirmPassword') }).fill(PASSWORD);
  await page.getByRole('button', { name: words('auth.signUp.submit') }).click();
  await expect(page).toHaveURL(/\/email-validation$/);
  await expect(
    page.getByRole('heading', { level: 1, name: words('auth.emailValidation.title') }),
  ).toBeVisible();

  // The confirmation mail is written in the language the newcomer signed up in.
  const mail = await lastMailTo(page, email);
  expect(mail.subject).toBe(words('email.confirmation.subject', { product: PRODUCT_NAME }));
  expect(mail.text).toContain(words('email.confirmation.ignore'));
  await page.goto(linkIn(mail, CONFIRMATION_LINK));
  await expect(page.getByText(words('auth.signIn.emailConfirmation.pending'))).toBeVisible();

  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: words('auth.signIn.email') }).fill(email);
  await form.getByRole('textbox', { name: words('auth.signIn.password') }).fill(PASSWORD);
  await form.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();

  await page
    .getByRole('navigation')
    .getByRole('link', { name: words('nav.licenses') })
    .click();
  await page.getByRole('link', { name: words('license.premium.action') }).click();
  await expect(page.getByRole('heading', { level: 1, name: words('payment.title') })).toBeVisible();
  await payByCard(page, { language });

  await page.getByRole('link', { name: words('payment.activated.account') }).click();
  await expect(page.getByRole('heading', { level: 1, name: words('account.title') })).toBeVisible();
  await expect(page.getByText(words('account.type.premium'), { exact: true })).toBeVisible();
  const invoice = page
    .getByRole('table', { name: words('account.invoices.heading') })
    .getByRole('row')
    .nth(1);
  await expect(invoice).toContainText(words('account.invoices.status.paid'));
  await expect(invoice).toContainText(amountDueToday(language));
}

for (const [language, locale] of [
  ['fr', 'fr-CH'],
  ['de', 'de-CH'],
] as const) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });

    test(`a newcomer signs up, confirms, buys Premium and reads the account in ${LANGUAGE_NAMES[language]}`, async ({
      page,
    }) => {
      // No stored choice: the site takes the browser's language (docs/languages.md#language-choice).
      await page.goto('/');
      await newcomerBuysPremium(page, language);
    });
  });
}

test.describe('a browser set to en-GB', () => {
  test.use({ locale: 'en-GB' });

  test('a newcomer picks Italiano in the language selector, then signs up, buys Premium and reads the account in it', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('combobox', { name: wordsFor('en')('nav.language') })
      .selectOption({ label: LANGUAGE_NAMES.it });
    await newcomerBuysPremium(page, 'it');
  });
});
