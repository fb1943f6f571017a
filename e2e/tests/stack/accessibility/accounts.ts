import type { Browser, Page } from '@playwright/test';
import {
  type Account,
  apiPath,
  confirmedAccount,
  freshEmail,
  openAs,
  subscriptionInfo,
} from '../accounts.js';
import { test as base, expect } from '../fixtures.js';
import { payByCard } from '../offline-services.js';
import { adminAccount } from '../two-factor.js';
import { amountDueToday, wordsFor } from '../words.js';

export { type Account, openAs } from '../accounts.js';

/** A new page of its own in English, where payByCard's English labels apply. */
async function withEnglishPage<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    const page = await context.newPage();
    await openAs(page, 'en');
    return await work(page);
  } finally {
    await context.close();
  }
}

/** Enterprise for `users`, bought through the licence page and the card dialog, as a customer does it. */
async function buyEnterprise(page: Page, account: Account, users: number) {
  const words = wordsFor('en');
  await openAs(page, 'en', account);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill(String(users));
  await payByCard(page, { amount: amountDueToday('en', 'enterprise', users) });
}

/** An Enterprise owner of 3 seats, one of them held by a colleague invited and still pending. */
export async function enterpriseOwner(browser: Browser): Promise<Account> {
  return withEnglishPage(browser, async (page) => {
    const account = await confirmedAccount(page, freshEmail('owner'));
    await buyEnterprise(page, account, 3);
    const info = await subscriptionInfo(page, account);
    const invitation = await page.request.post(apiPath('sendInvitation'), {
      headers: { authorization: `Bearer ${account.token}` },
      data: {
        recipientEmail: freshEmail('colleague'),
        subscriptionToken: info.subscriptionToken,
        lang: 'en',
      },
    });
    expect(invitation.ok()).toBe(true);
    return account;
  });
}

/** The stack's admin, with two-factor sign-in (docs/admin.md#admin-two-factor). */
export async function adminUser(browser: Browser): Promise<Account> {
  return withEnglishPage(browser, (page) => adminAccount(page));
}

interface Accounts {
  enterpriseOwner: Account;
  adminUser: Account;
}

/**
 * The signed-in users the scans need, each prepared once per worker and only when a test asks for
 * it: paying through the card dialog takes seconds, and the scans only read.
 */
export const test = base.extend<object, Accounts>({
  enterpriseOwner: [async ({ browser }, use) => use(await enterpriseOwner(browser)), { scope: 'worker' }],
  adminUser: [async ({ browser }, use) => use(await adminUser(browser)), { scope: 'worker' }],
});
