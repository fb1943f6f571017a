import { expect, type Page } from '@playwright/test';
import { MAIL_WEB_PORT } from '../../playwright.config.js';

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The newest mail MailDev received for `to`, read from its REST API. */
export async function lastMailTo(page: Page, to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const mails = (await (
      await page.request.get(`http://127.0.0.1:${MAIL_WEB_PORT}/email`)
    ).json()) as Mail[];
    found = mails.filter((mail) => mail.to.some((recipient) => recipient.address === to)).at(-1);
    expect(found).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found as Mail;
}

/**
 * From /payment: the billing dialog, then the card dialog with Stripe's succeeding test card in
 * the Stripe emulator's card field (loaded as the API's config says), until activation.
 */
export async function payByCard(page: Page, billing: Readonly<Record<string, string>>) {
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Billing information' });
  for (const [label, value] of Object.entries(billing)) {
    await dialog.getByRole('textbox', { name: label }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const card = page.getByRole('dialog', { name: 'Card payment' });
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: 'Expiration date (MM / YY)' }).fill('12 / 34');
  await card.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await card.getByRole('button', { name: /^Pay / }).click();
  await expect(card.getByText('Your subscription is active. Thank you for your trust.')).toBeVisible({
    timeout: 30_000,
  });
}
