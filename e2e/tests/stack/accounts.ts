import { API_BASE_PATH, endpoints, type Language, type SubscriptionInfo } from '@app/contracts';
import { LANGUAGE_STORAGE_KEY } from '@app/i18n';
import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { expect, type Page } from '@playwright/test';
import { CONFIRMATION_LINK, lastMailTo, linkIn } from './offline-services.js';

/** The password every account of the journeys starts with. */
export const PASSWORD = 'secret-1';

export interface Account {
  email: string;
  /** The session token, as signing in through the site stores it. */
  token: string;
}

/**
 * Each run's addresses are new, so the API's per-address limits never carry over between tests,
 * and no two tests read each other's mail: not even the same test run twice at once by two workers
 * (`--repeat-each`), in the same millisecond, which a time alone would not tell apart.
 */
export function freshEmail(who: string, domain = 'e2e.example.ch'): string {
  return `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/** A documentation address (RFC 5737) of its own for each account set up in this run. */
export function setUpClientAddress(): string {
  const random = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${random()}.${random()}`;
}

/** The address of one call of packages/contracts' table, under the API's base. */
export const apiPath = (name: keyof typeof endpoints) => `${API_BASE_PATH}${endpoints[name].path}`;

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
 * as the site's screens call it (set-up for journeys that are about something else). An address
 * already confirmed (the admin's, which another spec of the run may have signed up first) just
 * signs in.
 */
export async function confirmedAccount(page: Page, email: string = freshEmail('dr')): Promise<Account> {
  // Each account's set-up is a client of its own (the stack trusts 127.0.0.1 as a proxy), as the
  // practices of the journeys would be: the API's per-client limits count each alone.
  const headers = { 'x-forwarded-for': setUpClientAddress() };
  const signup = await page.request.post(apiPath('signup'), {
    data: { email, password: PASSWORD, lang: 'en' },
    headers,
  });
  expect(signup.ok()).toBe(true);
  const signin = () => page.request.post(apiPath('signin'), { data: { email, password: PASSWORD }, headers });
  let answer = await signin();
  if (!answer.ok()) {
    await page.request.get(linkIn(await lastMailTo(page, email), CONFIRMATION_LINK));
    answer = await signin();
  }
  expect(answer.ok(), `sign-in of ${email}`).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  return { email, token };
}

/** The account's subscription as the API serves it to the account page. */
export async function subscriptionInfo(page: Page, account: Account): Promise<SubscriptionInfo> {
  const answer = await page.request.get(apiPath('subscriptionInfo'), {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as SubscriptionInfo;
}
