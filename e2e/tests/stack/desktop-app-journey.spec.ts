import { EXIT } from '@app/desktop-client';
import type { Browser, Page } from '@playwright/test';
import { type Account, apiPath, confirmedAccount, openAs, PASSWORD, subscriptionInfo } from './accounts.js';
import { type DesktopClient, desktopClient } from './desktop-client.js';
import { expect, test } from './fixtures.js';
import { acceptOffer } from './invitations.js';
import { payByCard } from './offline-services.js';
import { codeFor, turnTwoFactorOn } from './two-factor.js';
import { amountDueToday, wordsFor } from './words.js';

/**
 * The Windows app's half (docs/desktop-app.md) with the reference client
 * (docs/desktop-app.md#reference-client) in a real browser: an Enterprise colleague signs the
 * app in with two-factor sign-in and approves it; the app holds tokens and reads its entitlement,
 * the blacklist and its ETag; its signed copy holds offline until its grace ends; the device is
 * ended from her session list and is signed out; signed in again, it is signed out at its next call
 * once the owner removes her seat, and its signed copy ends with its grace.
 */
const words = wordsFor('en');
const DEVICE = 'Praxis-PC 3';

test.use({ locale: 'en-GB' });

/** An Enterprise owner of 3 seats (paid by card) and a colleague with two-factor sign-in on a seat. */
async function ownerAndColleague(page: Page) {
  const owner = await confirmedAccount(page);
  const colleague = await confirmedAccount(page);
  const secret = await turnTwoFactorOn(page, colleague.token);
  await openAs(page, 'en', owner);
  await page.goto('/license');
  await page.getByRole('link', { name: words('license.enterprise.action') }).click();
  await page.getByRole('spinbutton', { name: words('payment.userCount.label') }).fill('3');
  await payByCard(page, { amount: amountDueToday('en', 'enterprise', 3) });
  const { subscriptionToken } = await subscriptionInfo(page, owner);
  const invited = await page.request.post(apiPath('sendInvitation'), {
    data: { recipientEmail: colleague.email, subscriptionToken, lang: 'en' },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(invited.ok()).toBe(true);
  await acceptOffer(page, colleague);
  return { owner, colleague, secret, subscriptionToken };
}

/**
 * The client's `login`: the address it prints opened in `appPage` (the user's browser), signed in
 * there if `signIn` says how, the consent given; the client then holds its tokens.
 */
async function signInTheApp(
  appPage: Page,
  client: DesktopClient,
  device: string,
  signIn?: () => Promise<void>,
) {
  const login = client.login(device);
  await appPage.goto(await login.authorizationUrl);
  if (signIn) await signIn();
  const main = appPage.getByRole('main');
  await expect(main).toContainText(words('appConsent.question', { device }));
  await main.getByRole('button', { name: words('appConsent.allow') }).click();
  // The browser is sent on to the client's loopback listener, which answers it.
  await expect(appPage.getByRole('heading', { level: 1, name: 'Signed in' })).toBeVisible();
  const done = await login.done;
  expect(done.code, done.stderr).toBe(EXIT.ok);
  expect(done.stdout).toContain(`as device "${device}"`);
}

/** /signin with the password, then a code of her authenticator (docs/accounts.md#two-factor). */
async function signInWithTwoFactor(page: Page, account: Account, secret: string) {
  await expect(page).toHaveURL(/\/signin/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words('auth.signIn.email') }).fill(account.email);
  await main.getByRole('textbox', { name: words('auth.signIn.password') }).fill(PASSWORD);
  await main.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: words('auth.twoFactor.title') })).toBeVisible();
  // The set-up spent this step's code: the next step's, which the API takes.
  await main.getByRole('textbox', { name: words('auth.twoFactor.code') }).fill(codeFor(secret, 1));
  await main.getByRole('button', { name: words('auth.twoFactor.submit') }).click();
}

/**
 * On her account page, the device among her sessions (docs/accounts.md#sessions-list), signed out
 * from there as a browser's session is.
 */
async function endDeviceInSessionList(page: Page, device: string) {
  await page.goto('/account');
  const sessions = page.getByRole('list', { name: words('account.sessions.list') });
  const row = sessions.getByRole('listitem').filter({ hasText: device });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: words('account.sessions.end') }).click();
  await expect(page.getByText(words('account.sessions.ended'))).toBeVisible();
  await expect(row).toHaveCount(0);
}

async function newPage(browser: Browser) {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await openAs(page, 'en');
  return page;
}

/** `status` online: the entitlement the client printed (docs/desktop-app.md#entitlement). */
async function onlineStatus(client: DesktopClient) {
  const run = await client.run('status');
  expect(run.code, run.stderr).toBe(EXIT.ok);
  return JSON.parse(run.stdout) as {
    mode: string;
    plan: string;
    seat: { source: string; holder: string; ownerEmail: string | null };
    device: { id: string; name: string | null };
    offlineUntil: string;
  };
}

const HOUR_MS = 3600_000;

test('the Windows app signs in through the browser with two-factor sign-in and consent, holds its licence online and offline until the grace ends, is signed out from the session list, and at its next call once the owner removes the seat', async ({
  page,
  browser,
}) => {
  test.setTimeout(2 * test.info().timeout);
  const { owner, colleague, secret, subscriptionToken } = await ownerAndColleague(page);

  // docs/desktop-app.md#flow: the app's browser is signed out; /signin, two-factor, then consent.
  const app = desktopClient();
  const appPage = await newPage(browser);
  await signInTheApp(appPage, app, DEVICE, () => signInWithTwoFactor(appPage, colleague, secret));

  // docs/desktop-app.md#entitlement: her own seat, on this device.
  const entitlement = await onlineStatus(app);
  expect(entitlement).toMatchObject({
    mode: 'online',
    plan: 'enterprise',
    seat: { source: 'enterprise_seat', holder: colleague.email },
    device: { name: DEVICE },
  });

  // docs/desktop-app.md#blacklist: the phrases, then the same list unchanged (304 to its ETag).
  const first = await app.run('blacklist', '--lang', 'de');
  expect(first.code, first.stderr).toBe(EXIT.ok);
  expect(first.stdout).toMatch(/^\d+ phrases? \(ETag .+\)$/m);
  const again = await app.run('blacklist', '--lang', 'de');
  expect(again.code, again.stderr).toBe(EXIT.ok);
  expect(again.stdout).toMatch(/^unchanged/);

  // docs/desktop-app.md#offline: the signed copy holds without the network until its grace ends.
  const graceEnd = Date.parse(entitlement.offlineUntil);
  const before = await app.run('status', '--offline', '--now', new Date(graceEnd - HOUR_MS).toISOString());
  expect(before.code, before.stderr).toBe(EXIT.ok);
  expect(JSON.parse(before.stdout)).toMatchObject({
    mode: 'offline',
    plan: 'enterprise',
    seat: 'enterprise_seat',
  });
  const after = await app.run(
    'status',
    '--offline',
    '--now',
    new Date(graceEnd + 24 * HOUR_MS).toISOString(),
  );
  expect(after.code).toBe(EXIT.offlineInvalid);
  expect(after.stderr).toContain('offline entitlement refused: it ended at');

  // docs/desktop-app.md#devices: the app's sign-in is among her sessions, ended from there; its
  // next call is signed out (401, then invalid_grant).
  await endDeviceInSessionList(appPage, DEVICE);
  const ended = await app.run('blacklist', '--lang', 'de');
  expect(ended.code, ended.stderr).toBe(EXIT.signedOut);

  // Signed in again: her browser is still signed in, so the consent alone.
  await signInTheApp(appPage, app, DEVICE);
  const renewed = await onlineStatus(app);
  expect(renewed.seat.source).toBe('enterprise_seat');

  // docs/licences.md#remove: the owner removes her; the app on that seat is signed out with it, so
  // its next online call fails, within a minute at the latest.
  const removed = await page.request.post(apiPath('dissociate'), {
    data: { subscriptionToken, email: colleague.email },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(removed.ok()).toBe(true);
  await expect
    .poll(async () => (await app.run('status')).code, { timeout: 60_000, intervals: [1_000, 5_000] })
    .toBe(EXIT.signedOut);
  // docs/desktop-app.md#offline-rule: its signed copy holds no longer than its grace.
  const offline = await app.run(
    'status',
    '--offline',
    '--now',
    new Date(Date.parse(renewed.offlineUntil) + 24 * HOUR_MS).toISOString(),
  );
  expect(offline.code, offline.stderr).toBe(EXIT.offlineInvalid);

  // docs/desktop-app.md#revocation: logout revokes what is left (answered 200 all the same) and
  // forgets the tokens.
  expect((await app.run('logout')).code).toBe(EXIT.ok);
  const forgotten = await app.run('status');
  expect(forgotten.code).toBe(EXIT.signedOut);
  expect(forgotten.stderr).toContain('run `login` first');
});
