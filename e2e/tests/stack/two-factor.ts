import { open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_EMAIL, RUN_ID } from '../../playwright.config.js';
import { type Account, apiPath, confirmedAccount, PASSWORD, setUpClientAddress } from './accounts.js';
import { wordsFor } from './words.js';

const words = wordsFor('en');
const STEP_MS = 30_000;

/** The authenticator app: the code for the secret the set-up showed (spaces are only for reading). */
export function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * STEP_MS });
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
 * Where the stack's admin keeps her authenticator's secret for the run: the journeys and the
 * accessibility scans sign her in from several workers, and a worker that sets it up tells the
 * others (the run's id keeps an earlier run's secret out).
 */
const SECRET_FILE = path.join(tmpdir(), `e2e-admin-two-factor-${RUN_ID}.txt`);
const LOCK_FILE = `${SECRET_FILE}.lock`;

/** One worker at a time signs the admin in: a set-up begun by another would replace its secret. */
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
 * The stack's admin (ADMIN_EMAILS), signed in as docs/admin.md#admin-two-factor lets her into the
 * administration: the first to need her sets two-factor sign-in up through the API as the account
 * page does (the code counts for that session); later ones sign in with her password and a code.
 */
export async function adminAccount(page: Page): Promise<Account> {
  return oneAtATime(async () => {
    const { token } = await confirmedAccount(page, ADMIN_EMAIL);
    if (token) {
      await writeFile(SECRET_FILE, await turnTwoFactorOn(page, token));
      return { email: ADMIN_EMAIL, token };
    }
    return { email: ADMIN_EMAIL, token: await signInWithCode(page, await readFile(SECRET_FILE, 'utf8')) };
  });
}

/**
 * Password, then a code. A code is used once: another worker may have spent this step's, so the
 * next step's is tried (the API takes the step after), then the next step is awaited.
 */
async function signInWithCode(page: Page, secret: string): Promise<string> {
  // A client of its own, as every account set-up of the journeys (accounts.ts).
  const headers = { 'x-forwarded-for': setUpClientAddress() };
  const signin = await page.request.post(apiPath('signin'), {
    data: { email: ADMIN_EMAIL, password: PASSWORD },
    headers,
  });
  const { challenge } = (await signin.json()) as { challenge: string };
  expect(challenge, 'the admin is asked for her code').toBeTruthy();
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await page.request.post(apiPath('signinTwoFactor'), {
      data: { challenge, code: codeFor(secret, attempt % 2) },
      headers,
    });
    if (answer.ok()) return ((await answer.json()) as { token: string }).token;
    if (attempt % 2 === 1) await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
  }
  throw new Error('the admin could not sign in with a code');
}
