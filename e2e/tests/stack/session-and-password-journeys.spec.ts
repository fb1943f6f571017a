import { RESET_REDIRECT_DELAY_MS } from '@app/machines';
import type { Page } from '@playwright/test';
import { JOURNEY_EXPECT_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { apiPath, confirmedAccount, openAs, PASSWORD } from './accounts.js';
import { expect, test } from './fixtures.js';
import { fillBillingDialog, lastMailTo, linkIn, RESET_LINK } from './offline-services.js';
import { wordsFor } from './words.js';

const words = wordsFor('en');

test.use({ locale: 'en-GB' });

/** Signs in through the /signin form, as a user does. */
async function signInWithForm(page: Page, email: string, password: string) {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: words('auth.signIn.email') }).fill(email);
  await form.getByRole('textbox', { name: words('auth.signIn.password') }).fill(password);
  await form.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
}

test('a session ended on the server mid-order sends the user to sign in, then back to the Enterprise order', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  await openAs(page, 'en', account);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText(words('payment.plan.enterprise'), { exact: true })).toBeVisible();
  // The order form shows once the page has read the account: signing out before that answer would
  // end the session on the page's first call, not on the billing details' save this test is about.
  await expect(page.getByRole('button', { name: words('payment.continue') })).toBeEnabled();

  // Signed out elsewhere (the same token revoked through the API): this page does not know yet.
  const signout = await page.request.post(apiPath('signout'), {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(signout.ok()).toBe(true);

  // The next call (saving the billing details) is answered 401: the site lands on /signin.
  await fillBillingDialog(page);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('link', { name: words('nav.signIn') })).toBeVisible();

  // Signed in again, the user is back on the order they were placing.
  await signInWithForm(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: words('payment.title') })).toBeVisible();
  await expect(page.getByText(words('payment.plan.enterprise'), { exact: true })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: words('payment.userCount.label') })).toBeVisible();
});

test('a practitioner who forgot their password sets a new one from the mailed link, which works only once', async ({
  page,
}) => {
  const { email } = await confirmedAccount(page);
  const newPassword = 'a-new-secret-2';

  await page.goto('/signin');
  await page.getByRole('link', { name: words('auth.signIn.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's chunk has come, and the sign-in page, with its own
  // "Email address", stays on screen meanwhile: CI once typed into that one.
  await expect(
    page.getByRole('heading', { level: 1, name: words('auth.forgotPassword.title') }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: words('auth.forgotPassword.email') }).fill(email);
  await page.getByRole('button', { name: words('auth.forgotPassword.submit') }).click();
  await expect(page).toHaveURL(/\/reset-password-email-sent$/);
  await expect(page.getByText(words('auth.resetPasswordEmailSent.body'))).toBeVisible();

  const link = linkIn(await lastMailTo(page, email, words('email.passwordReset.subject')), RESET_LINK);
  await page.goto(link);
  await page
    .getByRole('textbox', { name: words('auth.newPassword.newPassword'), exact: true })
    .fill(newPassword);
  await page.getByRole('textbox', { name: words('auth.newPassword.confirmPassword') }).fill(newPassword);
  await page.getByRole('button', { name: words('auth.newPassword.submit') }).click();
  // The message and the redirect's notice show together, for the 3 s only: one look for both, as
  // a second look after the first could come once they were gone on a busy machine.
  await expect(
    page
      .getByRole('main')
      .filter({ hasText: words('auth.newPassword.success') })
      .filter({
        hasText: words('auth.resetPassword.redirecting', { seconds: RESET_REDIRECT_DELAY_MS / 1000 }),
      }),
  ).toBeVisible();
  // docs/accounts.md#reset-password: the sign-in page follows by itself, after the 3 s of the message.
  await expect(page).toHaveURL(/\/signin$/, { timeout: RESET_REDIRECT_DELAY_MS + JOURNEY_EXPECT_TIMEOUT_MS });

  // The old password is refused, the new one signs in.
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByText(words('errors.invalidCredentials'))).toBeVisible();
  await signInWithForm(page, email, newPassword);
  await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();

  // The same link a second time: refused as the page opens (docs/accounts.md#reset-password: the
  // link is checked first, so no password is typed for nothing), with the way to ask for a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(words('auth.newPassword.error.invalidLink'));
  await expect(page.getByRole('link', { name: words('auth.resetPassword.requestNewLink') })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: words('auth.newPassword.newPassword'), exact: true }),
  ).toHaveCount(0);
});
