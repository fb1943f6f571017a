import { LANGUAGE_STORAGE_KEY, type Language } from '@app/i18n';
import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { lastMailTo, payByCard } from '../offline-services.js';

const PASSWORD = 'secret-1';
/** Named by ADMIN_EMAILS in the stack's configuration (playwright.config.ts). */
export const ADMIN_EMAIL = 'admin@e2e.example.ch';

export interface Account {
  email: string;
  /** The session token, as signing in through the site stores it. */
  token: string;
}

/** Each run's addresses are new, so the API's per-address limits never carry over between tests. */
export function freshEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@a11y.example.ch`;
}

/**
 * The page opens in `language`, signed in as `account` if given: the two keys the site reads
 * from localStorage, written before any of its scripts run.
 */
export async function openAs(page: Page, language: Language, account?: Account) {
  await page.addInitScript(
    ({ keys, language, token }) => {
      window.localStorage.setItem(keys.language, language);
      if (token) window.localStorage.setItem(keys.token, token);
    },
    {
      keys: { language: LANGUAGE_STORAGE_KEY, token: AUTH_TOKEN_STORAGE_KEY },
      language,
      token: account?.token,
    },
  );
}

/**
 * A confirmed account, signed in: sign-up, the link from the mailbox and sign-in, through the API
 * as the site's screens call it. An address already confirmed (the admin's, which another spec
 * of the run may have signed up first) just signs in.
 */
async function confirmedAccount(page: Page, email: string): Promise<Account> {
  const signup = await page.request.post('/api/authentication/signup', {
    data: { email, password: PASSWORD, lang: 'en' },
  });
  expect(signup.ok()).toBe(true);
  const signin = () =>
    page.request.post('/api/authentication/signin-web', { data: { email, password: PASSWORD } });
  let answer = await signin();
  if (!answer.ok()) {
    const link = /https?:\/\/\S+confirm-email\?token=[\w-]+/.exec((await lastMailTo(page, email)).text)?.[0];
    expect(link, `confirmation link mailed to ${email}`).toBeDefined();
    await page.request.get(link as string);
    answer = await signin();
  }
  expect(answer.ok(), `sign-in of ${email}`).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  return { email, token };
}

const BILLING = {
  'First name': 'Lea',
  'Last name': 'Keller',
  Address: 'Marktgasse 5',
  'Postal code': '3011',
  City: 'Bern',
};

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

/** A plan bought through the licence page and the card dialog, as a customer does it. */
async function buy(page: Page, account: Account, plan: 'Enterprise', users: number) {
  await openAs(page, 'en', account);
  await page.goto('/license');
  await page.getByRole('link', { name: `Choose ${plan}` }).click();
  await expect(page).toHaveURL(/\/payment$/);
  if (users) await page.getByRole('spinbutton', { name: 'Number of users' }).fill(String(users));
  await payByCard(page, BILLING);
}

/** An Enterprise owner of 3 seats, one of them held by a colleague invited and still pending. */
export async function enterpriseOwner(browser: Browser): Promise<Account> {
  return withEnglishPage(browser, async (page) => {
    const account = await confirmedAccount(page, freshEmail('owner'));
    await buy(page, account, 'Enterprise', 3);
    const headers = { authorization: `Bearer ${account.token}` };
    const info = await (await page.request.get('/api/subscriptions/subscription-info', { headers })).json();
    const invitation = await page.request.post('/api/authentication/send-invitation', {
      headers,
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

export async function adminUser(browser: Browser): Promise<Account> {
  return withEnglishPage(browser, (page) => confirmedAccount(page, ADMIN_EMAIL));
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
