import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { type Account, apiPath, confirmedAccount, openAs, PASSWORD, subscriptionInfo } from './accounts.js';
import { expect, test } from './fixtures.js';
import { acceptOffer } from './invitations.js';
import { payByCard } from './offline-services.js';
import { codeFor, setUpTwoFactor } from './two-factor.js';
import { amountDueToday, wordsFor } from './words.js';

/**
 * docs/accounts.md#two-factor in a real browser against the real stack: two-factor sign-in (set-up, a code,
 * a recovery code, an owner requiring it of a colleague), the sessions list, and the customer's
 * data rights (download, deletion and its undo).
 */
const words = wordsFor('en');

test.use({ locale: 'en-GB' });

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words('auth.signIn.email') }).fill(email);
  await main.getByRole('textbox', { name: words('auth.signIn.password') }).fill(PASSWORD);
  await main.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: words('nav.signOut'), exact: true }).click();
  await expect(page.getByRole('link', { name: words('nav.signIn') })).toBeVisible();
}

test('an owner sets up two-factor sign-in, then signs in with a code and with a recovery code, which works once', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  // Signed in through the screen: a stored token written at each page load would outlive sign-out.
  await openAs(page, 'en');
  await signInWithPassword(page, account.email);
  await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();
  await page.goto('/account');
  await page.getByRole('button', { name: words('account.twoFactor.enable') }).click();
  const { secret, recoveryCodes } = await setUpTwoFactor(page);
  await expect(page.getByText(words('account.twoFactor.enabled'))).toBeVisible();
  await expect(page.getByText(words('account.twoFactor.on', { count: 10 }))).toBeVisible();
  await signOut(page);

  // The password alone opens no session: the code does (the next step's, as the last one is used).
  await signInWithPassword(page, account.email);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: words('auth.twoFactor.title') })).toBeVisible();
  await main.getByRole('textbox', { name: words('auth.twoFactor.code') }).fill('000000');
  await main.getByRole('button', { name: words('auth.twoFactor.submit') }).click();
  await expect(main.getByRole('alert')).toHaveText(words('errors.invalidTwoFactorCode'));
  await main.getByRole('textbox', { name: words('auth.twoFactor.code') }).fill(codeFor(secret, 1));
  await main.getByRole('button', { name: words('auth.twoFactor.submit') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();
  await signOut(page);

  // Without the phone: a recovery code, once.
  const recoveryCode = recoveryCodes[0] ?? '';
  for (const attempt of ['first', 'second'] as const) {
    await signInWithPassword(page, account.email);
    await main.getByRole('button', { name: words('auth.twoFactor.useRecovery') }).click();
    await main.getByRole('textbox', { name: words('auth.twoFactor.recoveryCode') }).fill(recoveryCode);
    await main.getByRole('button', { name: words('auth.twoFactor.submit') }).click();
    if (attempt === 'first') {
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/account');
      await expect(page.getByText(words('account.twoFactor.on', { count: 9 }))).toBeVisible();
      await signOut(page);
    } else {
      await expect(main.getByRole('alert')).toHaveText(words('errors.invalidTwoFactorCode'));
    }
  }
});

test('an Enterprise owner requires two-factor sign-in of a colleague, who sets it up at her next sign-in before anything else', async ({
  page,
  browser,
}) => {
  const owner = await confirmedAccount(page);
  const colleague = await confirmedAccount(page);
  await openAs(page, 'en', owner);
  await page.goto('/license');
  await page.getByRole('link', { name: 'Choose Enterprise' }).click();
  await page.getByRole('spinbutton', { name: 'Number of users' }).fill('3');
  await payByCard(page, { amount: amountDueToday('en', 'enterprise', 3) });
  const { subscriptionToken } = await subscriptionInfo(page, owner);
  const invited = await page.request.post(apiPath('sendInvitation'), {
    data: { recipientEmail: colleague.email, subscriptionToken, lang: 'en' },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(invited.ok()).toBe(true);
  // Only an accepted seat brings its owner's requirement (docs/licences.md#offers).
  await acceptOffer(page, colleague);

  await page.goto('/account');
  // Checked once the API has it: the box shows the saved choice, not the click.
  const requirement = page.getByRole('checkbox', { name: words('account.colleagues.label') });
  await requirement.click();
  await expect(page.getByText(words('account.colleagues.required'))).toBeVisible();
  await expect(requirement).toBeChecked();

  const colleaguePage = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInWithPassword(colleaguePage, colleague.email);
  await expect(
    colleaguePage.getByRole('heading', { level: 1, name: words('auth.twoFactor.setupRequired.title') }),
  ).toBeVisible();
  // No session before the set-up: the account page sends her back to sign in.
  expect(await colleaguePage.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  await setUpTwoFactor(colleaguePage);
  await expect(colleaguePage.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();
  await colleaguePage.goto('/account');
  await expect(colleaguePage.getByText(words('account.twoFactor.requiredByOwner'))).toBeVisible();
  await expect(colleaguePage.getByRole('button', { name: words('account.twoFactor.disable') })).toHaveCount(
    0,
  );
  await colleaguePage.context().close();
});

/** The same account signed in from a second browser (another user agent, another client). */
async function secondBrowser(page: Page, account: Account): Promise<string> {
  const answer = await page.request.post(apiPath('signin'), {
    data: { email: account.email, password: PASSWORD },
    headers: {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      'x-forwarded-for': '198.51.100.201',
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

test("the owner sees where she is signed in and ends another browser's session", async ({ page }) => {
  const account = await confirmedAccount(page);
  const elsewhere = await secondBrowser(page, account);
  await openAs(page, 'en', account);
  await page.goto('/account');
  const sessions = page.getByRole('list', { name: words('account.sessions.list') });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText(words('account.sessions.current'))).toBeVisible();
  const safari = words('account.sessions.device', { browser: 'Safari 17', system: 'macOS Catalina' });
  await sessions.getByRole('button', { name: `${words('account.sessions.end')} ${safari}` }).click();
  await expect(page.getByText(words('account.sessions.ended'))).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  // The other browser is signed out at once; this one is not.
  const other = await page.request.get(apiPath('usersMe'), {
    headers: { authorization: `Bearer ${elsewhere}` },
  });
  expect(other.status()).toBe(401);
  const here = await page.request.get(apiPath('usersMe'), {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(here.status()).toBe(200);
});

test('the owner downloads her data, deletes her account, and keeps it by signing in within the 30 days', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  await openAs(page, 'en');
  await signInWithPassword(page, account.email);
  await expect(page.getByRole('button', { name: words('nav.signOut'), exact: true })).toBeVisible();
  await page.goto('/account');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: words('account.data.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array()))).toMatchObject({
    email: account.email,
  });
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['sessions.json', 'seats.json', 'billing-details.json', 'invoices.json']),
  );
  await expect(page.getByText(words('account.data.downloaded'))).toBeVisible();

  // The screen says what deletion does, invoices kept as the law requires.
  await expect(page.getByText(words('account.deletion.intro'))).toBeVisible();
  await page.getByRole('button', { name: words('account.deletion.button') }).click();
  const dialog = page.getByRole('dialog', { name: words('account.deletion.title') });
  await dialog
    .getByRole('textbox', { name: words('account.deletion.password'), exact: true })
    .fill('not-my-password');
  await dialog.getByRole('button', { name: words('account.deletion.confirm') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(words('errors.passwordIncorrect'));
  await dialog.getByRole('textbox', { name: words('account.deletion.password'), exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: words('account.deletion.confirm') }).click();

  // Signed out everywhere, on /signin, told when it will happen and how to keep it.
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    words('auth.signIn.accountDeleted', { date: 'X' }).split('X')[0] ?? '',
  );
  const old = await page.request.get(apiPath('usersMe'), {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(old.status()).toBe(401);

  // Signing in within the grace period leads to the banner; keeping the account ends the deletion.
  await signInWithPassword(page, account.email);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('button', { name: words('account.deletion.keep') }).click();
  await expect(page.getByText(words('account.deletion.kept'))).toBeVisible();
  await expect(page.getByRole('button', { name: words('account.deletion.keep') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: words('account.deletion.button') })).toBeVisible();
});
