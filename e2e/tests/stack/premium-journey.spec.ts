import { expect, type Page, test } from '@playwright/test';
import { MAIL_WEB_PORT } from '../../playwright.config.js';

/** The newest mail MailDev received for `to`, as its REST API gives it. */
async function lastMailTo(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect(async () => {
    const response = await page.request.get(`http://127.0.0.1:${MAIL_WEB_PORT}/email`);
    const mails = (await response.json()) as { subject: string; text: string; to: { address: string }[] }[];
    found = mails.filter((mail) => mail.to.some((recipient) => recipient.address === to)).at(-1);
    expect(found).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found as { subject: string; text: string };
}

/** From /payment: the billing dialog, then the card dialog with Stripe's succeeding test card. */
async function payPremiumByCard(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  const billing = page.getByRole('dialog', { name: 'Billing information' });
  for (const [label, value] of [
    ['First name', 'Anna'],
    ['Last name', 'Muster'],
    ['Address', 'Bahnhofstrasse 1'],
    ['Postal code', '8001'],
    ['City', 'Zürich'],
  ] as const) {
    await billing.getByRole('textbox', { name: label }).fill(value);
  }
  await billing.getByRole('button', { name: 'Confirm' }).click();

  // The card field is Stripe.js's: here the emulator's stand-in, loaded as the API's config says.
  const card = page.getByRole('dialog', { name: 'Card payment' });
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).fill('12 / 34');
  await card.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await card.getByRole('button', { name: /^Pay / }).click();
  await expect(card.getByText('Your subscription is active. Thank you for your trust.')).toBeVisible({
    timeout: 30_000,
  });
}

test.use({ locale: 'en-GB' });

test('a newcomer signs up, confirms from the mailbox, buys Premium by card, cancels and resumes without a second charge', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `dr.journey.${Date.now()}@praxis.example.ch`;

  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-1');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-validation$/);

  // The confirmation link from the mailbox lands on /signin, confirmed.
  const mail = await lastMailTo(page, email);
  const link = /https?:\/\/\S+confirm-email\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/signin\?emailConfirmation=confirmed$/);

  // From the licence page, signed out: sign in, then straight on to /payment for Premium.
  await page.goto('/license');
  await page.getByRole('link', { name: 'Choose Premium' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('secret-1');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await payPremiumByCard(page);

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
  await payPremiumByCard(page);
  await page.goto('/account');
  await expect(page.getByText('Next renewal')).toBeVisible();
  await expect(page.getByRole('table').last().getByRole('row')).toHaveCount(2);
});
