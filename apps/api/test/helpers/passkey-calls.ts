import { expect } from 'vitest';
import { CHROME_WINDOWS, caller } from './api-caller.js';
import { type CeremonyTweaks, TestPasskey, type TestPasskeyOptions } from './software-authenticator.js';
import type { TestApp } from './test-app.js';

/** The tests' relying party: TEST_CONFIG's WEBAUTHN_ORIGIN and WEBAUTHN_RP_ID. */
export const ORIGIN = 'http://localhost:3000';
export const RP_ID = 'localhost';

/** docs/passkeys.md: a passkey's answers as @simplewebauthn/browser gives them (shapes only). */
const CREDENTIAL_ID = 'Y3JlZGVudGlhbC1pZC1mb3ItZG9jcw';
export const PASSKEY_CREATED = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
};
export const PASSKEY_ASSERTION = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2M',
    signature: 'MEUCIQDdocs',
  },
  clientExtensionResults: {},
};

/** The passkey ceremonies as the site runs them, with the tests' software authenticator. */
export function passkeyCalls(get: () => TestApp) {
  const call = caller(() => get().app, '203.0.113.10', CHROME_WINDOWS);

  const authenticator = (options: Partial<TestPasskeyOptions> = {}) =>
    TestPasskey.create({ origin: ORIGIN, rpId: RP_ID, ...options });

  /** "Add a passkey" on the account page in the session `token`: the raw answer of POST /account/passkeys. */
  async function addPasskey(
    token: string,
    device: TestPasskey,
    extra: { tweaks?: CeremonyTweaks; conditional?: boolean; name?: string } = {},
  ) {
    const options = await call('POST', '/account/passkeys/options', { token });
    expect(options.statusCode).toBe(200);
    const credential = device.create(options.json().options, extra.tweaks);
    return call('POST', '/account/passkeys', {
      token,
      payload: {
        credential,
        ...(extra.conditional !== undefined ? { conditional: extra.conditional } : {}),
        ...(extra.name ? { name: extra.name } : {}),
      },
    });
  }

  /** The options of a passkey sign-in: anyone's, or the account's of a sign-in's step `challenge`. */
  async function signinOptions(challenge?: string) {
    const options = await call('POST', '/authentication/passkey/options', {
      payload: challenge ? { challenge } : {},
    });
    expect(options.statusCode).toBe(200);
    return options.json().options;
  }

  /** Autofill or the button: options asked for, signed by `device`, sent. */
  async function signInWith(
    device: TestPasskey,
    extra: { tweaks?: CeremonyTweaks; challenge?: string } = {},
  ) {
    const credential = device.get(await signinOptions(extra.challenge), extra.tweaks);
    return call('POST', '/authentication/passkey', {
      payload: { credential, ...(extra.challenge ? { challenge: extra.challenge } : {}) },
    });
  }

  return { call, authenticator, addPasskey, signinOptions, signInWith };
}
