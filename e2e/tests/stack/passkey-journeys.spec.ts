import type { Page } from '@playwright/test';
import { PASSKEY_SITE_URL } from '../../playwright.config.js';
import {
  type Account,
  apiPath,
  confirmedAccount,
  openAs,
  PASSWORD,
  setUpClientAddress,
  subscriptionInfo,
} from './accounts.js';
import { expect, test } from './fixtures.js';
import { acceptOffer } from './invitations.js';
import { payByCard } from './offline-services.js';
import { codeFor, turnTwoFactorOn, waitForNextCode } from './two-factor.js';
import { type VirtualAuthenticator, virtualAuthenticator } from './virtual-authenticator.js';
import { amountDueToday, wordsFor } from './words.js';

/**
 * docs/passkeys.md in a real Chromium against the real stack, its authenticator the DevTools
 * protocol's virtual one (docs/passkeys.md#tests): a passkey added on the account page signs in from
 * /signin's autofill with no code; a cloned passkey is refused; a practice's rule has a colleague who
 * runs it add one before her session opens; the last passkey removed leaves the password (and the
 * code) as the way in. Every page is on localhost, the stack's relying party
 * (docs/passkeys.md#relying-party); each journey has accounts of its own.
 */
const words = wordsFor('en');

test.use({ baseURL: PASSKEY_SITE_URL, locale: 'en-GB' });

// A client address of these journeys' own, on the API's calls only (a header on every request
// would make Stripe.js's cross-origin calls to the emulator ask leave first): the other journeys'
// visits of /signin, each asking for a challenge, count against the per-client cap
// (docs/limits.md#passkeys) of the address they share.
const CLIENT_ADDRESS = setUpClientAddress();
test.beforeEach(async ({ context }) => {
  await context.route(`${PASSKEY_SITE_URL}/api/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': CLIENT_ADDRESS } }),
  );
});

const signOutButton = (page: Page) => page.getByRole('button', { name: words('nav.signOut'), exact: true });

async function signOut(page: Page) {
  await signOutButton(page).click();
  await expect(page.getByRole('link', { name: words('nav.signIn') })).toBeVisible();
}

/**
 * /signin asks for autofill's challenge once its scripts have taken the page over: the journeys type
 * after that, so what they type meets the form its scripts run, not the pre-rendered one before it.
 */
async function openSignIn(page: Page) {
  const asked = page.waitForRequest((request) => request.url().endsWith(apiPath('passkeySigninOptions')));
  await page.goto('/signin');
  await asked;
}

async function signInWithPassword(page: Page, email: string) {
  await openSignIn(page);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words('auth.signIn.email') }).fill(email);
  await main.getByRole('textbox', { name: words('auth.signIn.password') }).fill(PASSWORD);
  await main.getByRole('button', { name: words('auth.signIn.submit'), exact: true }).click();
}

/** The code step after the password: the next step's code, as the set-up spent the current one. */
async function enterCode(page: Page, secret: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: words('auth.twoFactor.title') })).toBeVisible();
  await main.getByRole('textbox', { name: words('auth.twoFactor.code') }).fill(codeFor(secret, 1));
  await main.getByRole('button', { name: words('auth.twoFactor.submit') }).click();
}

/** The account page's passkeys (docs/passkeys.md#list), the list named by its section's heading. */
const passkeyList = (page: Page) =>
  page.getByRole('list', { name: words('account.passkeys.heading'), exact: true });

/**
 * "Add a passkey" in the account page's security section; the authenticator makes it. The section's
 * own button, below the offer's line that an account without a passkey meets above the list
 * (docs/passkeys.md#offer).
 */
async function addPasskeyOnAccountPage(page: Page, authenticator: VirtualAuthenticator) {
  await page.goto('/account');
  await expect(page.getByText(words('account.passkeys.offer.title'))).toBeVisible();
  await page
    .getByRole('button', { name: words('account.passkeys.add') })
    .last()
    .click();
  await expect(page.getByText(words('account.passkeys.addedNotice'))).toBeVisible();
  await expect(passkeyList(page).getByRole('listitem')).toHaveCount(1);
  await expect(passkeyList(page)).toContainText(words('account.passkeys.neverUsed'));
  const held = await authenticator.credentials();
  expect(held, 'her authenticator holds one passkey, discoverable').toHaveLength(1);
  expect(held[0]?.isResidentCredential).toBe(true);
  expect(held[0]?.rpId).toBe('localhost');
}

test('a doctor adds a passkey on her account page, then signs in from the address field’s autofill with no code, though two-factor sign-in is on', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  const secret = await turnTwoFactorOn(page, account.token);
  const authenticator = await virtualAuthenticator(page);
  // Signed in through the screen, so that signing out leaves no token for a page load to restore.
  await openAs(page, 'en');
  await signInWithPassword(page, account.email);
  await enterCode(page, secret);
  await expect(signOutButton(page)).toBeVisible();
  await addPasskeyOnAccountPage(page, authenticator);
  await signOut(page);

  // docs/passkeys.md#sign-in: /signin asks for a passkey of ours as it opens (conditional
  // mediation). Chromium's virtual authenticator has no suggestion list for her to pick from: it
  // answers that request itself, as her choice and her fingerprint would (the two interactions
  // autofill allows). So she does nothing here at all: no address, no password, no code.
  const asked = page.waitForRequest((request) => request.url().endsWith(apiPath('passkeySigninOptions')));
  await page.goto('/signin');
  await asked;
  await expect(signOutButton(page)).toBeVisible();
  await expect(page).not.toHaveURL(/\/signin/);
  await expect(page.getByRole('heading', { name: words('auth.twoFactor.title') })).toHaveCount(0);
  const [used] = await authenticator.credentials();
  expect(used?.signCount, 'her authenticator signed once more').toBeGreaterThan(0);

  // docs/passkeys.md#sign-in-events: the sessions list says how this session was opened.
  await page.goto('/account');
  const sessions = page.getByRole('list', { name: words('account.sessions.list') });
  const current = sessions.getByRole('listitem').filter({ hasText: words('account.sessions.current') });
  await expect(current).toContainText(
    words('account.sessions.signedInWith', { method: words('account.sessions.method.passkey') }),
  );
  await expect(passkeyList(page)).not.toContainText(words('account.passkeys.neverUsed'));
});

test('a cloned passkey, its counter behind the one last seen, is refused at sign-in with the button', async ({
  page,
}) => {
  const account = await confirmedAccount(page);
  const authenticator = await virtualAuthenticator(page);
  await openAs(page, 'en');
  await signInWithPassword(page, account.email);
  await expect(signOutButton(page)).toBeVisible();
  await addPasskeyOnAccountPage(page, authenticator);
  // The key as a thief would copy it, with the count of signatures it had then.
  const [copied] = await authenticator.credentials();
  if (!copied) throw new Error('no passkey to copy');
  await signOut(page);

  // Sign-ins with the real passkey (autofill): its count moves past the copy's, by more than the
  // copy's own tries here could catch up on (each try counts one more).
  for (let signIn = 0; signIn < 3; signIn += 1) {
    await page.goto('/signin');
    await expect(signOutButton(page)).toBeVisible();
    await signOut(page);
  }
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(copied.signCount + 2);

  // The copy in the authenticator instead, put in once /signin's autofill has ended with none to
  // offer: the button's dialog signs with it (docs/passkeys.md#counter). The form then offers the
  // autofill afresh, which the virtual authenticator, unlike a person, answers at once: each refused
  // try counts one more on the copy, till it passes the real count. Later autofills wait instead.
  await authenticator.removeCredential(copied.credentialId);
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    const counted = window as unknown as { autofillEnded: number; autofillAsked: number };
    counted.autofillEnded = 0;
    counted.autofillAsked = 0;
    navigator.credentials.get = (options) => {
      if (options?.mediation !== 'conditional') return get(options);
      counted.autofillAsked += 1;
      if (counted.autofillAsked > 1) {
        return new Promise((_, reject) => {
          const signal = options.signal;
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      }
      const asked = get(options);
      void asked.catch(() => undefined).finally(() => (counted.autofillEnded += 1));
      return asked;
    };
  });
  await page.goto('/signin');
  await page.waitForFunction(() => (window as unknown as { autofillEnded: number }).autofillEnded === 1);
  await authenticator.addCredential(copied);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: words('signin.passkey.button') }).click();
  await expect(main.getByRole('alert')).toHaveText(words('errors.passkeyRefused'));
  // The form is back, its autofill offered again, and no session was opened.
  await page.waitForFunction(() => (window as unknown as { autofillAsked: number }).autofillAsked === 2);
  await expect(signOutButton(page)).toHaveCount(0);
});

test('an Enterprise owner requires passkeys; a colleague who is an admin of the practice adds one at her next sign-in before her session opens', async ({
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
  const asOwner = { authorization: `Bearer ${owner.token}` };
  const invited = await page.request.post(apiPath('sendInvitation'), {
    data: { recipientEmail: colleague.email, subscriptionToken, lang: 'en' },
    headers: asOwner,
  });
  expect(invited.ok()).toBe(true);
  await acceptOffer(page, colleague);
  // docs/passkeys.md#policy: the rule concerns those who run the practice; she is one of its admins.
  const roles = await page.request.post(apiPath('setMemberRoles'), {
    data: { email: colleague.email, admin: true, billing: false },
    headers: asOwner,
  });
  expect(roles.ok()).toBe(true);

  await page.goto('/account');
  // Checked once the API has it: the box shows the saved choice, not the click.
  const rule = page.getByRole('checkbox', { name: words('account.passkeys.practice.label') });
  await rule.click();
  await expect(page.getByText(words('account.passkeys.practice.required'))).toBeVisible();
  await expect(rule).toBeChecked();

  const colleaguePage = await (
    await browser.newContext({ baseURL: PASSKEY_SITE_URL, locale: 'en-GB' })
  ).newPage();
  const authenticator = await virtualAuthenticator(colleaguePage);
  await openAs(colleaguePage, 'en');
  await signInWithPassword(colleaguePage, colleague.email);
  const main = colleaguePage.getByRole('main');
  await expect(main.getByText(words('signin.passkey.setup.intro'))).toBeVisible();
  // No session before the passkey: nothing stored that a page could use.
  expect(await colleaguePage.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  await main.getByRole('button', { name: words('signin.passkey.setup.create') }).click();
  await expect(signOutButton(colleaguePage)).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await colleaguePage.goto('/account');
  await expect(passkeyList(colleaguePage).getByRole('listitem')).toHaveCount(1);
  // docs/passkeys.md#policy: while the rule holds, her only passkey cannot be removed.
  await passkeyList(colleaguePage)
    .getByRole('button', { name: new RegExp(`^${words('account.passkeys.remove')}`) })
    .click();
  await colleaguePage
    .getByRole('alertdialog')
    .getByRole('button', { name: words('account.passkeys.removeConfirm') })
    .click();
  await expect(colleaguePage.getByText(words('account.errors.passkeyRequired'))).toBeVisible();
  await expect(passkeyList(colleaguePage).getByRole('listitem')).toHaveCount(1);
  await colleaguePage.context().close();
});

test('the last passkey removed soon after signing in: the browser is told, and the password with the code is the way in again', async ({
  page,
}) => {
  const account: Account = await confirmedAccount(page);
  const secret = await turnTwoFactorOn(page, account.token);
  const authenticator = await virtualAuthenticator(page);
  await openAs(page, 'en');
  await signInWithPassword(page, account.email);
  await enterCode(page, secret);
  await expect(signOutButton(page)).toBeVisible();
  await addPasskeyOnAccountPage(page, authenticator);

  // docs/passkeys.md#remove: asked first, naming the passkey; this session is minutes old, so no
  // fresh sign-in is asked.
  await passkeyList(page)
    .getByRole('button', { name: new RegExp(`^${words('account.passkeys.remove')}`) })
    .click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(words('account.passkeys.unnamed', { date: '' }).trim());
  await question.getByRole('button', { name: words('account.passkeys.removeConfirm') }).click();
  await expect(page.getByText(words('account.passkeys.removed'))).toBeVisible();
  await expect(page.getByText(words('account.passkeys.empty'))).toBeVisible();
  // docs/passkeys.md#signals: the page told the browser which passkeys still count (none), and
  // Chromium's authenticator dropped the removed one, as a password manager would.
  await expect.poll(async () => (await authenticator.credentials()).length).toBe(0);
  // Removing it ended no session (docs/passkeys.md#remove).
  await expect(signOutButton(page)).toBeVisible();
  await signOut(page);

  // docs/passkeys.md#recovery: the password, then the authenticator app's code (a new one).
  await waitForNextCode(page);
  await signInWithPassword(page, account.email);
  await enterCode(page, secret);
  await expect(signOutButton(page)).toBeVisible();
  await page.goto('/account');
  const sessions = page.getByRole('list', { name: words('account.sessions.list') });
  const current = sessions.getByRole('listitem').filter({ hasText: words('account.sessions.current') });
  await expect(current).toContainText(
    words('account.sessions.signedInWith', { method: words('account.sessions.method.password') }),
  );
  // The part of docs/passkeys.md#remove for an old session (opened more than 10 minutes ago:
  // fresh_signin_required) is the API's tests': the journeys cannot age a session, as the stack's
  // database is the API's own PGlite, which nothing but the API opens.
});
