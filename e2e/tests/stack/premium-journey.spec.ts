import { readFile } from 'node:fs/promises';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { freshEmail } from './accounts.js';
import { expect, test } from './fixtures.js';
import { CONFIRMATION_LINK, lastMailTo, linkIn, payByCard } from './offline-services.js';

const ANNA = {
  firstName: 'Anna',
  lastName: 'Muster',
  address: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
};

test.use({ locale: 'en-GB' });

test('a newcomer signs up, confirms from the mailbox, buys Premium by card, cancels and resumes without a second charge', async ({
  page,
}) => {
  const email = freshEmail('dr.journey', 'praxis.example.ch');

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-validation$/);

  // The confirmation link from the mailbox lands on /signin, which asks for the password chosen at
  // sign-up: signing in with it confirms the address (docs/accounts.md#ownership).
  await page.goto(linkIn(await lastMailTo(page, email), CONFIRMATION_LINK));
  await expect(page).toHaveURL(/\/signin\?emailConfirmation=pending&confirmation=[\w-]+$/);
  await expect(page.getByText('To confirm your address, sign in with the password you chose')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret-1');
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

  // From the licence page, signed in: straight on to /payment for Premium.
  await page.goto('/license');
  await page.getByRole('link', { name: 'Choose Premium' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await payByCard(page, { billing: ANNA });

  await page.goto('/account');
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  const invoices = page.getByRole('table').last();
  await expect(invoices.getByText('Paid')).toBeVisible();
  // Our own PDF (docs/subscriptions-and-money.md#invoices), behind the session: the page fetches it
  // with the token and saves it.
  const downloading = page.waitForEvent('download');
  await invoices.getByRole('link', { name: /^Download PDF: invoice / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await readFile(await download.path());
  expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Cancelling keeps the plan to the period's end and shows that date instead of the renewal.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your subscription has been successfully canceled.')).toBeVisible();
  await expect(page.getByText('Subscription ends on', { exact: true })).toBeVisible();

  // While it still runs, resuming is the one next step (docs/subscriptions-and-money.md#resume): no
  // Upgrade beside it; resumed on the saved card, still one invoice, nothing charged twice.
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, resume' }).click();
  await expect(page.getByText('Your subscription goes on: it renews on the date shown.')).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
  await page.goto('/account');
  await expect(page.getByText('Next renewal')).toBeVisible();
  await expect(page.getByRole('table').last().getByRole('row')).toHaveCount(2);
});
