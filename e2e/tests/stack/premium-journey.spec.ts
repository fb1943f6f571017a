import { expect, test } from '@playwright/test';
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
  const email = `dr.journey.${Date.now()}@praxis.example.ch`;

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-validation$/);

  // The confirmation link from the mailbox lands on /signin, confirmed.
  await page.goto(linkIn(await lastMailTo(page, email), CONFIRMATION_LINK));
  await expect(page).toHaveURL(/\/signin\?emailConfirmation=confirmed$/);

  // From the licence page, signed out: sign in, then straight on to /payment for Premium.
  await page.goto('/license');
  await page.getByRole('link', { name: 'Choose Premium' }).click();
  await expect(page).toHaveURL(/\/signin\?plan=premium$/);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret-1');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await payByCard(page, { billing: ANNA });

  await page.goto('/account');
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  const invoices = page.getByRole('table').last();
  await expect(invoices.getByText('Paid')).toBeVisible();
  const pdf = invoices.getByRole('link', { name: /View PDF/ });
  const response = await page.request.get((await pdf.getAttribute('href')) as string);
  expect(response.headers()['content-type']).toContain('application/pdf');

  // Cancelling keeps the plan to the period's end and shows that date instead of the renewal.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your subscription has been successfully canceled.')).toBeVisible();
  await expect(page.getByText('Subscription ends on')).toBeVisible();

  // Upgrading again resumes the same subscription: still one invoice, nothing charged twice.
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await payByCard(page, { billing: ANNA });
  await page.goto('/account');
  await expect(page.getByText('Next renewal')).toBeVisible();
  await expect(page.getByRole('table').last().getByRole('row')).toHaveCount(2);
});
