import { open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SoftwareAuthenticator } from '@app/test-authenticator';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_EMAIL, PASSKEY_SITE_URL, RUN_ID } from '../../playwright.config.js';
import { type Account, apiPath, confirmedAccount, setUpClientAddress } from './accounts.js';
import { wordsFor } from './words.js';

const words = wordsFor('en');
const STEP_MS = 30_000;

/** The authenticator app: the code for the secret the set-up showed (spaces are only for reading). */
export function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * STEP_MS });
}

/**
 * Waits for the authenticator app's next code: the API takes each code once, so a second sign-in
 * soon after the first needs a step of its own.
 */
export async function waitForNextCode(page: Page): Promise<void> {
  await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
}

/**
 * Sets two-factor sign-in up on the screen shown (account page, sign-in or the admin page's guided
 * set-up); answers the secret and the recovery codes.
 */
export async function setUpTwoFactor(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: words('account.twoFactor.setup.qrAlt') })).toBeVisible();
  const secret = (await main.locator('code').first().textContent()) ?? '';
  await main.getByRole('textbox', { name: words('account.twoFactor.setup.code') }).fill(codeFor(secret));
  await main.getByRole('button', { name: words('account.twoFactor.setup.confirm') }).click();
  const list = main.getByRole('list', { name: words('account.twoFactor.setup.codesList') });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await main.getByRole('button', { name: words('account.twoFactor.setup.done') }).click();
  return { secret, recoveryCodes };
}

/**
 * Where the stack's admin keeps her passkey for the run (the software authenticator's key and
 * counter, as JSON): the journeys and the accessibility scans sign her in from several workers, and
 * a worker that sets it up tells the others (the run's id keeps an earlier run's passkey out).
 */
const PASSKEY_FILE = path.join(tmpdir(), `e2e-admin-passkey-${RUN_ID}.json`);
const LOCK_FILE = `${PASSKEY_FILE}.lock`;

/** One worker at a time signs the admin in: a set-up begun by another would replace its passkey. */
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      await (await open(LOCK_FILE, 'wx')).close();
      break;
    } catch (error) {
      if (tries > 600) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(LOCK_FILE, { force: true });
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Two-factor sign-in set up through the API in the account's session, as the account page does: the
 * code counts for that session (docs/accounts.md#second-factor-session). Answers the secret.
 */
export async function turnTwoFactorOn(page: Page, token: string): Promise<string> {
  const setup = await page.request.post(apiPath('startTwoFactorSetup'), { headers: bearer(token) });
  expect(setup.ok(), 'the two-factor set-up starts').toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await page.request.post(apiPath('confirmTwoFactorSetup'), {
    headers: bearer(token),
    data: { code: codeFor(secret) },
  });
  expect(confirmed.ok(), 'two-factor sign-in is on').toBe(true);
  return secret;
}

/**
 * A passkey added through the API in the account's session, as the account page adds one
 * (docs/passkeys.md#register): that session counts as a passkey session from then on. The passkey
 * is a software authenticator's (@app/test-authenticator), which signs for `origin` (the API's
 * WEBAUTHN_ORIGIN) from Node, so the pages that use the session may stay on 127.0.0.1.
 */
export async function addPasskeyThroughApi(
  page: Page,
  token: string,
  origin: string = PASSKEY_SITE_URL,
): Promise<SoftwareAuthenticator> {
  const authenticator = new SoftwareAuthenticator(origin);
  const creation = await page.request.post(apiPath('passkeyCreationOptions'), { headers: bearer(token) });
  expect(creation.ok(), 'the passkey creation options').toBe(true);
  const { options } = (await creation.json()) as {
    options: Parameters<SoftwareAuthenticator['register']>[0];
  };
  const added = await page.request.post(apiPath('addPasskey'), {
    headers: bearer(token),
    data: { credential: authenticator.register(options, { origin }) },
  });
  expect(added.ok(), 'the passkey is added').toBe(true);
  return authenticator;
}

/** A sign-in by passkey through the API, as /signin's button makes it (docs/passkeys.md#sign-in). */
async function signInWithPasskey(page: Page, authenticator: SoftwareAuthenticator): Promise<string> {
  const headers = { 'x-forwarded-for': setUpClientAddress() };
  const request = await page.request.post(apiPath('passkeySigninOptions'), { data: {}, headers });
  expect(request.ok(), 'the passkey sign-in options').toBe(true);
  const { options } = (await request.json()) as {
    options: Parameters<SoftwareAuthenticator['authenticate']>[0];
  };
  const answer = await page.request.post(apiPath('passkeySignin'), {
    data: { credential: authenticator.authenticate(options) },
    headers,
  });
  expect(answer.ok(), 'the admin signs in with her passkey').toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * The stack's admin (ADMIN_EMAILS), signed in as docs/admin.md#admin-two-factor and
 * docs/passkeys.md#admins let her into the administration: the first to need her sets two-factor
 * sign-in up and adds a passkey through the API as the account page does (the code and the passkey
 * count for that session); later ones sign her in with that passkey, which is both factors.
 */
export async function adminAccount(page: Page): Promise<Account> {
  return oneAtATime(async () => {
    const { token } = await confirmedAccount(page, ADMIN_EMAIL);
    if (token) {
      await turnTwoFactorOn(page, token);
      const authenticator = await addPasskeyThroughApi(page, token);
      await writeFile(PASSKEY_FILE, JSON.stringify(authenticator));
      return { email: ADMIN_EMAIL, token };
    }
    const authenticator = SoftwareAuthenticator.fromJSON(JSON.parse(await readFile(PASSKEY_FILE, 'utf8')));
    const signedIn = await signInWithPasskey(page, authenticator);
    // Its counter moved on (an authenticator that counts would): the next worker's goes on from there.
    await writeFile(PASSKEY_FILE, JSON.stringify(authenticator));
    return { email: ADMIN_EMAIL, token: signedIn };
  });
}
