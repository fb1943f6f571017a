import type { BillingInfo, Language } from '@app/contracts';
import { TEST_CARDS } from '@app/stripe-emulator';
import { expect, type Locator, type Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { MAIL_WEB_PORT, STRIPE_EMULATOR_PORT } from '../../playwright.config.js';
import { amountDueToday, wordsFor } from './words.js';

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/**
 * The mails MailDev has received so far for `to` (with that subject, when given), oldest first,
 * read from its REST API.
 */
export async function mailsTo(page: Page, to: string, subject?: string): Promise<Mail[]> {
  const mails = (await (await page.request.get(`http://127.0.0.1:${MAIL_WEB_PORT}/email`)).json()) as Mail[];
  return mails
    .filter((mail) => mail.to.some((recipient) => recipient.address === to))
    .filter((mail) => subject === undefined || mail.subject === subject);
}

/**
 * The newest mail MailDev received for `to` (with that subject, when given: mails to one address
 * can arrive in any order), waiting for it.
 */
export async function lastMailTo(page: Page, to: string, subject?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    found = (await mailsTo(page, to, subject)).at(-1);
    expect(found, `a mail to ${to}${subject ? ` about "${subject}"` : ''}`).toBeDefined();
  }).toPass({ timeout: BACKGROUND_WORK_TIMEOUT_MS });
  return found as Mail;
}

/** The first link of a mail's text that matches `pattern` (the confirmation, reset or invitation link). */
export function linkIn(mail: Mail, pattern: RegExp): string {
  const link = pattern.exec(mail.text)?.[0];
  expect(link, `a link matching ${pattern} in "${mail.subject}"`).toBeDefined();
  return link as string;
}

// The plan chosen before signing up, when there was one, rides along (docs/accounts.md#email-validation).
export const CONFIRMATION_LINK = /https?:\/\/\S+confirm-email\?token=[\w-]+(?:&plan=\w+)?/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\/[\w-]+/;
export const INVITATION_LINK = /https?:\/\/\S+\/create-password\/[\w-]+\/\S+/;

/** A Stripe test card by its test-mode name (`pm_card_<alias>`), from the emulator's own table. */
function testCard(alias: string): string {
  const card = TEST_CARDS.find((candidate) => candidate.alias === alias);
  if (!card) throw new Error(`The Stripe emulator has no test card ${alias}`);
  return card.number;
}

/** The Stripe test cards the journeys pay with (README of packages/stripe-emulator). */
export const CARDS = {
  /** 4242 4242 4242 4242: succeeds. */
  succeeds: testCard('visa'),
  /** 4000 0025 0000 3155: asks for 3-D Secure until authenticated once. */
  threeDSecure: testCard('authenticationRequiredOnSetup'),
  /** 4000 0000 0000 9995: declined, insufficient funds. */
  declined: testCard('chargeDeclinedInsufficientFunds'),
  /** 4000 0000 0000 3220: 3-D Secure on every payment, a change's as well as the first. */
  threeDSecureAlways: testCard('threeDSecure2Required'),
  /** 4000 0000 0000 0341: attaches to the customer, every charge declined. */
  failsWhenCharged: testCard('chargeCustomerFail'),
} as const;

/** Any expiry in the future and any CVC do (Stripe's testing docs). */
const EXPIRY = '12 / 34';
const CVC = '123';

export const BILLING: Readonly<BillingInfo> = {
  firstName: 'Lea',
  lastName: 'Keller',
  address: 'Marktgasse 5',
  postalCode: '3011',
  city: 'Bern',
};

/** From /payment: Continue, the billing dialog filled in and confirmed. Answers the card dialog. */
export async function fillBillingDialog(
  page: Page,
  billing: Readonly<BillingInfo> = BILLING,
  language: Language = 'en',
): Promise<Locator> {
  const words = wordsFor(language);
  await page.getByRole('button', { name: words('payment.continue') }).click();
  const dialog = page.getByRole('dialog', { name: words('payment.billing.title') });
  for (const [field, value] of Object.entries(billing) as [keyof BillingInfo, string][]) {
    await dialog.getByRole('textbox', { name: words(`payment.billing.${field}`), exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: words('payment.billing.confirm') }).click();
  return cardDialog(page, language);
}

export function cardDialog(page: Page, language: Language = 'en'): Locator {
  return page.getByRole('dialog', { name: wordsFor(language)('payment.card.title') });
}

/**
 * Types a card into the Stripe emulator's card field. Its inputs are Stripe's, labelled in
 * Stripe's words rather than the site's catalog, so they are found by their order: number,
 * expiry, CVC (the postal code is hidden, docs/subscriptions-and-money.md#card-dialog).
 */
export async function enterCard(dialog: Locator, number: string) {
  const inputs = dialog.getByRole('textbox');
  await expect(inputs).toHaveCount(3);
  await inputs.nth(0).fill(number);
  await inputs.nth(1).fill(EXPIRY);
  await inputs.nth(2).fill(CVC);
}

/** The card dialog's Pay button, named with the amount due as packages/pricing computes it. */
export function payButton(dialog: Locator, language: Language = 'en', amount = amountDueToday(language)) {
  return dialog.getByRole('button', { name: wordsFor(language)('payment.card.pay', { amount }) });
}

/**
 * From /payment: the billing dialog, then the card dialog with Stripe's succeeding test card in
 * the Stripe emulator's card field (loaded as the API's config says), until activation. `amount`
 * is what the Pay button says (the default is Premium's, billed annually).
 */
export async function payByCard(
  page: Page,
  {
    billing = BILLING,
    language = 'en',
    amount = amountDueToday(language),
  }: { billing?: Readonly<BillingInfo>; language?: Language; amount?: string } = {},
) {
  const dialog = await fillBillingDialog(page, billing, language);
  await enterCard(dialog, CARDS.succeeds);
  await payButton(dialog, language, amount).click();
  await expect(dialog.getByText(wordsFor(language)('payment.activated.message'))).toBeVisible({
    timeout: BACKGROUND_WORK_TIMEOUT_MS,
  });
}

/**
 * From /license: Enterprise for `userCount` users, paid on invoice (the payment method of
 * INVOICE_PAYMENT_ENABLED) with `BILLING`'s details, until the thank-you page.
 */
export async function orderEnterpriseOnInvoice(page: Page, userCount: number, language: Language = 'en') {
  const words = wordsFor(language);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill(String(userCount));
  const onInvoice = page.getByRole('radio', { name: new RegExp(words('payment.method.invoice')) });
  await expect(onInvoice).toBeEnabled();
  await onInvoice.click();
  await fillBillingDialog(page, BILLING, language);
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: BACKGROUND_WORK_TIMEOUT_MS });
}

/**
 * On /account, the one invoice the list shows open, and its number. An invoice is found again by
 * its number (`invoiceRow`) once its status changes.
 */
export async function theOpenInvoice(page: Page, language: Language = 'en') {
  const words = wordsFor(language);
  const open = invoiceList(page, language)
    .getByRole('row')
    .filter({ hasText: words('account.invoices.status.open') });
  await expect(open).toHaveCount(1);
  const number = ((await open.getByRole('rowheader').textContent()) ?? '').trim();
  expect(number).not.toBe('');
  return { open, number };
}

export function invoiceRow(page: Page, number: string, language: Language = 'en') {
  return invoiceList(page, language).getByRole('row', { name: new RegExp(number) });
}

function invoiceList(page: Page, language: Language) {
  return page.getByRole('table', { name: wordsFor(language)('account.invoices.heading') });
}

/**
 * The Stripe emulator's control API (loopback only,
 * packages/stripe-emulator/README.md#control-api): what a journey asks of the payment provider that
 * a real customer cannot, such as webhooks held back. The stack's emulator, or the one on `port`
 * that a journey started itself.
 */
export function stripeEmulator(page: Page, port = STRIPE_EMULATOR_PORT) {
  const control = (path: string, data?: object) =>
    page.request.post(`http://127.0.0.1:${port}/_emulator/${path}`, { data: data ?? {} });
  return {
    /** Every webhook is kept back until `releaseWebhooks`: the API hears of no payment. */
    holdWebhooks: async () => expect((await control('webhooks/behaviour', { hold: true })).ok()).toBe(true),
    /** Sends what was held and delivers webhooks again as they come, then waits until all are in. */
    releaseWebhooks: async () => {
      expect((await control('webhooks/behaviour', { hold: false })).ok()).toBe(true);
      expect((await control('webhooks/wait', { timeoutMs: BACKGROUND_WORK_TIMEOUT_MS })).ok()).toBe(true);
    },
    /**
     * Chaos delivery (docs/testing.md#chaos): from now on events go out late, twice, shuffled and
     * failing, by `seed`; null turns it off.
     */
    chaos: async (seed: number | null) =>
      expect(
        (seed === null
          ? await page.request.delete(`http://127.0.0.1:${port}/_emulator/webhooks/chaos`)
          : await control('webhooks/chaos', { seed })
        ).ok(),
      ).toBe(true),
    /** Sends what chaos holds back (late events, retries not yet due) and waits until all are in. */
    flushWebhooks: async () =>
      expect((await control('webhooks/flush', { timeoutMs: BACKGROUND_WORK_TIMEOUT_MS })).ok()).toBe(true),
    /** Waits until every webhook sent so far is delivered. */
    webhooksDelivered: async () =>
      expect((await control('webhooks/wait', { timeoutMs: BACKGROUND_WORK_TIMEOUT_MS })).ok()).toBe(true),
  };
}
