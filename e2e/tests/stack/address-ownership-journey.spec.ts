import type { Page } from '@playwright/test';
import { apiPath, freshEmail, PASSWORD } from './accounts.js';
import { expect, test } from './fixtures.js';
import { CONFIRMATION_LINK, lastMailTo, linkIn, mailsTo } from './offline-services.js';
import { wordsFor } from './words.js';

const words = wordsFor('en');
const STRANGERS_PASSWORD = 'strangers-pw-9';

test.use({ locale: 'en-GB' });

/** /signin as a confirmation link opens it, signed in with `password` (docs/accounts.md#ownership). */
async function confirmWith(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByText(words('auth.signIn.emailConfirmation.pending'))).toBeVisible();
  await main.getByRole('textbox', { name: words('auth.signIn.email') }).fill(email);
  await main.getByRole('textbox', { name: words('auth.signIn.password') }).fill(password);
  await main.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
}

test("a stranger who signs up a doctor's address after her gets nothing: her own link confirms her password", async ({
  page,
}) => {
  const email = freshEmail('owned');
  const signUp = (password: string, client: string) =>
    page.request.post(apiPath('signup'), {
      data: { email, password, lang: 'en' },
      headers: { 'x-forwarded-for': client },
    });
  const signIn = (password: string) =>
    page.request.post(apiPath('signin'), {
      data: { email, password },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });

  // She signs up; a stranger then signs up her address with a password of his.
  expect((await signUp(PASSWORD, '203.0.113.21')).ok()).toBe(true);
  const hers = linkIn(await lastMailTo(page, email), CONFIRMATION_LINK);
  expect((await signUp(STRANGERS_PASSWORD, '198.51.100.77')).ok()).toBe(true);
  await expect.poll(async () => (await mailsTo(page, email)).length).toBe(2);
  const his = linkIn(await lastMailTo(page, email), CONFIRMATION_LINK);
  expect(his).not.toBe(hers);

  // She opens the newest mail, which looks like hers: her password does not fit that sign-up,
  // nothing is activated, and the stranger still cannot sign in.
  await confirmWith(page, his, email, PASSWORD);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    words('errors.confirmationForOtherSignup'),
  );
  expect((await signIn(STRANGERS_PASSWORD)).ok()).toBe(false);

  // Her own mail's link still works: she is signed in, with her password.
  await confirmWith(page, hers, email, PASSWORD);
  await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();

  // The stranger's password is nobody's, and his link now only says the address is confirmed.
  expect((await signIn(STRANGERS_PASSWORD)).status()).toBe(401);
  const opened = await page.request.get(his, { maxRedirects: 0 });
  expect(opened.headers().location).toBe('/signin?emailConfirmation=confirmed');
});
