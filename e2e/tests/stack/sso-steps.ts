import type { SsoSettingsResponse } from '@app/contracts';
import { expect, type Page } from '@playwright/test';
import { BACKGROUND_WORK_TIMEOUT_MS } from '../../../test-timeouts.ts';
import { type Account, apiPath, confirmedAccount, openAs } from './accounts.js';
import { payByCard } from './offline-services.js';
import { CLINIC_EMAIL_LABEL, CLINIC_SIGN_IN_TITLE, CLINIC_SUBMIT, type DnsStub } from './sso-providers.js';
import { amountDueToday, wordsFor } from './words.js';

/** The single sign-on journeys' steps that are set-up or repeated (sso-journeys.spec.ts). */
const words = wordsFor('en');

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** A practice's own domain, new in every run: one practice alone can prove a domain (docs/sso.md#domain-proof). */
export function freshDomain(who: string): string {
  return `${who}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.ch`;
}

/** `who` at `domain`, new in every run (freshEmail's shape: the journeys' addresses never repeat). */
export function addressAt(who: string, domain: string): string {
  return `${who}.${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** An Enterprise owner of `users` seats with an address at `domain`, bought by card on the site as a customer does. */
export async function enterpriseOwnerAt(page: Page, domain: string, users = 3): Promise<Account> {
  const owner = await confirmedAccount(page, addressAt('owner', domain));
  await openAs(page, 'en', owner);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill(String(users));
  await payByCard(page, { amount: amountDueToday('en', 'enterprise', users) });
  return owner;
}

/**
 * A domain claimed and proven through the API, as the set-up page calls it: the TXT record the API
 * names published in the journeys' DNS server, then Check.
 */
export async function provenDomain(page: Page, owner: Account, domain: string, dns: DnsStub) {
  const added = await page.request.post(apiPath('addSsoDomain'), {
    headers: bearer(owner),
    data: { domain },
  });
  expect(added.ok(), `${domain} is claimed`).toBe(true);
  const settings = (await added.json()) as SsoSettingsResponse;
  const record = settings.domains.find((entry) => entry.domain === domain);
  if (!record) throw new Error(`${domain} is not among the practice's domains`);
  dns.publishTxt(record.recordName, record.recordValue);
  const proven = await page.request.post(apiPath('proveSsoDomain'), {
    headers: bearer(owner),
    data: { domain },
  });
  expect(proven.ok(), `${domain} is proven`).toBe(true);
}

/** The clinic's OpenID provider's sign-in page: her address, and on. */
export async function signInAtClinic(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: CLINIC_SIGN_IN_TITLE })).toBeVisible();
  await page.getByRole('textbox', { name: CLINIC_EMAIL_LABEL }).fill(email);
  await page.getByRole('button', { name: CLINIC_SUBMIT }).click();
}

/**
 * /signin, e-mail first (docs/sso.md#sign-in): her address, then her practice's provider, once the
 * API has said she has one. Required, it is the one button left (no password field); offered, it
 * is a link beside the password.
 */
export async function continueWithProvider(page: Page, email: string, required = true) {
  await page.goto('/signin');
  const main = page.getByRole('main');
  const address = main.getByRole('textbox', { name: words('auth.signIn.email') });
  const offer = main.getByText(words(required ? 'auth.signIn.sso.required' : 'auth.signIn.sso.offered'));
  // The pre-rendered form may take her address before its scripts listen: typed again until asked.
  await expect(async () => {
    await address.fill(email);
    await address.blur();
    await expect(offer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: BACKGROUND_WORK_TIMEOUT_MS });
  const onward = { name: words('auth.signIn.sso.continue') };
  if (required) {
    await expect(main.getByRole('textbox', { name: words('auth.signIn.password') })).toHaveCount(0);
    await main.getByRole('button', onward).click();
  } else {
    await main.getByRole('link', onward).click();
  }
}

/** Signed in on her account page, with no code asked (two-factor is the provider's, docs/sso.md#first-sign-in). */
export async function expectSignedInOnAccount(page: Page) {
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: words('account.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: words('auth.twoFactor.title') })).toHaveCount(0);
}
