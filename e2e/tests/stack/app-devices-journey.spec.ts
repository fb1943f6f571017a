import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { type Account, confirmedAccount, openAs } from './accounts.js';
import { expect, test } from './fixtures.js';
import { wordsFor } from './words.js';

/**
 * docs/accounts.md#sessions-list, docs/desktop-app.md#devices in a real browser against the real
 * stack: the Windows app's sign-in is in its owner's sessions list, and is ended from there.
 */
const words = wordsFor('en');
const REDIRECT = 'http://127.0.0.1:53127/callback';

test.use({ locale: 'en-GB' });

/**
 * What the Windows app does (docs/desktop-app.md#flow), with the account's browser session for
 * the consent: the authorization request with PKCE, the approval, the code exchanged for tokens.
 */
async function appSignIn(request: APIRequestContext, account: Account, deviceName: string) {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = `/oauth/authorize?${new URLSearchParams({
    client_id: 'dictation-windows',
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'licence',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'journey',
    device_name: deviceName,
  })}`;
  const start = await request.get(authorize, { maxRedirects: 0 });
  const uid = new URL(start.headers().location ?? '', 'http://site').pathname.split('/').at(-1);
  const approved = await request.post(`/api/app-auth/consent/${uid}/approve`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(approved.ok()).toBe(true);
  let next = ((await approved.json()) as { redirectTo: string }).redirectTo;
  while (!next.startsWith(REDIRECT)) {
    const answer = await request.get(next, { maxRedirects: 0 });
    next = new URL(answer.headers().location ?? '', next).toString();
  }
  const tokens = await request.post('/oauth/token', {
    form: {
      client_id: 'dictation-windows',
      grant_type: 'authorization_code',
      code: new URL(next).searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: REDIRECT,
    },
  });
  expect(tokens.ok()).toBe(true);
  return ((await tokens.json()) as { access_token: string }).access_token;
}

test('the owner sees the Windows app among her sessions and signs it out there', async ({ page }) => {
  const account = await confirmedAccount(page);
  const accessToken = await appSignIn(page.request, account, 'PC-Reception');
  const appCall = () =>
    page.request.get('/api/app/blacklist?lang=de', { headers: { authorization: `Bearer ${accessToken}` } });
  expect((await appCall()).status()).toBe(200);

  await openAs(page, 'en', account);
  await page.goto('/account');
  const sessions = page.getByRole('list', { name: words('account.sessions.list') });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const app = words('account.sessions.app', { name: 'PC-Reception' });
  await sessions.getByRole('button', { name: `${words('account.sessions.end')} ${app}` }).click();
  await expect(page.getByText(words('account.sessions.ended'))).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The app is out at its next call; this browser stays signed in.
  expect((await appCall()).status()).toBe(401);
  await expect(sessions.getByText(words('account.sessions.current'))).toBeVisible();
});
