import { expect } from 'vitest';
import { codeAt } from '../../src/two-factor/totp.js';
import { CHROME_WINDOWS, caller } from './api-caller.js';
import type { TestApp } from './test-app.js';
import { confirmedUser } from './users.js';

/** Signing in with two-factor sign-in, and setting it up, as the site does. */
export function twoFactorCalls(get: () => TestApp) {
  const call = caller(() => get().app);

  const signIn = (email: string, password = 'owner-secret-1', client?: string) =>
    call('POST', '/authentication/signin-web', {
      payload: { email, password },
      client,
      userAgent: CHROME_WINDOWS,
    });

  async function sessionOf(email: string): Promise<string> {
    const answer = await signIn(email);
    expect(answer.statusCode).toBe(200);
    return answer.json().token;
  }

  /** Two-factor sign-in set up from the account page; answers the secret and the recovery codes. */
  /** Set-up from the account page in the session `token`; answers the secret and the recovery codes. */
  async function setUpTwoFactor(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await call('POST', '/account/two-factor/setup', { token });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const confirmed = await call('POST', '/account/two-factor/confirm', {
      token,
      payload: { code: codeAt(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes };
  }

  async function withTwoFactor(
    email: string,
  ): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
    await confirmedUser(get().db, email);
    const token = await sessionOf(email);
    return { ...(await setUpTwoFactor(token)), token };
  }

  async function challengeOf(email: string, client?: string): Promise<string> {
    const answer = await signIn(email, 'owner-secret-1', client);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ challenge: expect.any(String), step: 'code' });
    return answer.json().challenge;
  }

  const secondStep = (challenge: string, code: string, client?: string) =>
    call('POST', '/authentication/signin-two-factor', { payload: { challenge, code }, client });

  return { call, signIn, sessionOf, setUpTwoFactor, withTwoFactor, challengeOf, secondStep };
}
