import { SIGNIN_LINK_VALID_MINUTES } from '@app/contracts';
import { apiPath, confirmedAccount, PASSWORD } from './accounts.js';
import { expect, test } from './fixtures.js';
import { lastMailTo, linkIn } from './offline-services.js';
import { wordsFor } from './words.js';

const words = wordsFor('en');
const SIGNIN_LINK = /https?:\/\/\S+\/signin-link\/[\w-]+/;

test.use({ locale: 'en-GB' });

test('a locked-out owner gets in through the one-time sign-in link mailed to her, which works once', async ({
  page,
}) => {
  const { email } = await confirmedAccount(page);
  await page.goto('/signin');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: words('auth.signIn.email') }).fill(email);

  // Wrong passwords from this browser until the API slows it down (growing delays, not a lock).
  let failures = 0;
  let wait = 0;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await form
      .getByRole('textbox', { name: words('auth.signIn.password') })
      .fill(`not-my-password-${attempt}`);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(apiPath('signin'))),
      form.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click(),
    ]);
    if (answer.status() === 429) {
      wait = Number(answer.headers()['retry-after']);
      break;
    }
    expect(answer.status()).toBe(401);
    failures += 1;
  }
  // The refusal names the wait its Retry-After gave (docs/languages.md#wait).
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(90);
  await expect(form.getByRole('alert')).toHaveText(words('errors.rateLimitedSeconds', { seconds: wait }));
  expect(failures).toBeGreaterThanOrEqual(5);

  // Even her right password waits now; the page offers the way in that cannot be closed.
  await expect(form.getByText(words('auth.signIn.linkOffer'))).toBeVisible();
  await form.getByRole('button', { name: words('auth.signIn.linkRequest') }).click();
  await expect(form.getByRole('status')).toHaveText(
    words('auth.signIn.linkSent', { minutes: SIGNIN_LINK_VALID_MINUTES }),
  );

  // The mail, in her language, tells her how many wrong passwords were tried.
  const mail = await lastMailTo(page, email, words('email.signinLink.subject'));
  expect(mail.text).toContain(
    words('email.signinLink.body', { failures, minutes: SIGNIN_LINK_VALID_MINUTES }),
  );
  const link = linkIn(mail, SIGNIN_LINK);
  await page.goto(link);
  await page.getByRole('button', { name: words('auth.signInLink.submit') }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();

  // Signed out, the same link is refused; her password works again from this browser.
  await page.getByRole('button', { name: words('nav.signOut'), exact: true }).click();
  await page.goto(link);
  await page.getByRole('button', { name: words('auth.signInLink.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(words('errors.invalidOrExpiredLink'));
  await page.getByRole('link', { name: words('auth.signInLink.backToSignIn') }).click();
  await form.getByRole('textbox', { name: words('auth.signIn.email') }).fill(email);
  await form.getByRole('textbox', { name: words('auth.signIn.password') }).fill(PASSWORD);
  await form.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
  await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();
});
