import type { Language } from '@app/contracts';
import { LANGUAGE_NAMES, PRODUCT_NAME } from '@app/i18n';
import type { Page } from '@playwright/test';
import { freshEmail, PASSWORD } from './accounts.js';
import { expect, test } from './fixtures.js';
import { CONFIRMATION_LINK, lastMailTo, linkIn, payByCard } from './offline-services.js';
import { wordsFor } from './words.js';

/**
 * docs/accounts.md#email-validation, from first visit to first payment without losing anyone: a
 * newcomer picks Premium on /license, is told what she signs in for, creates her account, confirms
 * it from the mailbox (the mail names the product and carries the plan), signs in, and lands on
 * /payment with Premium chosen, and pays. In each language, every element found by that language's words.
 */
async function newcomerKeepsHerPlan(page: Page, language: Language) {
  const words = wordsFor(language);
  // docs/architecture.md#one-csp: every dialog used to break the Content-Security-Policy with an
  // inline <style>.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const plan = words('account.type.premium');
  const email = freshEmail(`plan-${language}`);

  await page.goto('/license');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByRole('link', { name: words('license.premium.action') }).click();

  // /signin says what it is for (the plan in its address), and "Create account" keeps the way.
  await expect(page).toHaveURL(/\/signin\?plan=premium$/);
  const main = page.getByRole('main');
  await expect(main.getByText(words('auth.signIn.introForPlan', { plan }))).toBeVisible();
  await main.getByRole('link', { name: words('auth.signIn.createAccount') }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(main.getByText(words('auth.signUp.introForPlan', { plan }))).toBeVisible();
  await main.getByRole('textbox', { name: words('auth.signUp.email') }).fill(email);
  await main.getByRole('textbox', { name: words('auth.signUp.password'), exact: true }).fill(PASSWORD);
  await main.getByRole('textbox', { name: words('auth.signUp.confirmPassword') }).fill(PASSWORD);
  await main.getByRole('button', { name: words('auth.signUp.submit') }).click();

  // /email-validation names the address and what comes next.
  await expect(page).toHaveURL(/\/email-validation$/);
  await expect(main.getByText(email)).toBeVisible();
  await expect(main.getByText(words('auth.emailValidation.nextForPlan', { plan }))).toBeVisible();

  // The mail names the product, in her language, and its link carries the plan.
  const mail = await lastMailTo(page, email);
  expect(mail.subject).toBe(words('email.confirmation.subject', { product: PRODUCT_NAME }));
  expect(mail.text).toContain(PRODUCT_NAME);
  const link = linkIn(mail, CONFIRMATION_LINK);
  expect(new URL(link).searchParams.get('plan')).toBe('premium');

  // Opened as from another tab of the mail client: nothing but the link knows the plan. Signing in
  // with the password chosen at sign-up confirms the address (docs/accounts.md#ownership).
  await page.goto(link);
  await expect(page).toHaveURL(/\/signin\?emailConfirmation=pending&confirmation=[\w-]+&plan=premium$/);
  await expect(main.getByText(words('auth.signIn.emailConfirmation.pending'))).toBeVisible();
  await expect(main.getByText(words('auth.signIn.introForPlan', { plan }))).toBeVisible();
  await main.getByRole('textbox', { name: words('auth.signIn.email') }).fill(email);
  await main.getByRole('textbox', { name: words('auth.signIn.password') }).fill(PASSWORD);
  await main.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();

  // /payment, with Premium chosen, and paid.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: words('payment.title') })).toBeVisible();
  await expect(page.getByRole('article', { name: plan })).toBeVisible();
  await payByCard(page, { language });

  // Through the billing and the card dialogs, nothing the policy refused.
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
}

for (const [language, locale] of [
  ['en', 'en-GB'],
  ['fr', 'fr-CH'],
  ['de', 'de-CH'],
  ['it', 'it-CH'],
] as const) {
  test.describe(`a browser set to ${locale}`, () => {
    test.use({ locale });

    test(`a newcomer chooses Premium, signs up, confirms from the mailbox, signs in and pays for Premium, in ${LANGUAGE_NAMES[language]}`, async ({
      page,
    }) => {
      await newcomerKeepsHerPlan(page, language);
    });
  });
}
