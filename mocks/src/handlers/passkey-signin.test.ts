import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../node.js';
import { callEndpoint } from '../test-requests.js';
import { createHandlers, resetDefaultWorld } from './index.js';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDefaultWorld();
});
afterAll(() => server.close());

describe("the sign-in's passkeys (docs/passkeys.md#sign-in, #policy)", () => {
  it('signs in with a passkey, with or without a step, as a code would', async () => {
    const options = await (await callEndpoint('passkeySigninOptions')).json();
    expect(options.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(await (await callEndpoint('passkeySignin')).json()).toEqual({ token: expect.any(String) });
  });

  it('asks a password sign-in for the step the world names', async () => {
    server.use(...createHandlers({ signinStep: 'passkey' }));
    expect(await (await callEndpoint('signin')).json()).toMatchObject({ step: 'passkey' });
    server.use(...createHandlers({ signinStep: 'passkey_setup' }));
    expect(await (await callEndpoint('signinWithLink')).json()).toMatchObject({ step: 'passkey_setup' });
  });

  it('leads the code and the required set-up on to the passkey her practice requires, then opens the session', async () => {
    server.use(...createHandlers({ signinStep: 'code', practiceRequiresPasskey: true }));
    expect(await (await callEndpoint('signinTwoFactor')).json()).toMatchObject({ step: 'passkey_setup' });
    expect(await (await callEndpoint('signinTwoFactorSetupConfirm')).json()).toMatchObject({
      step: 'passkey_setup',
      recoveryCodes: expect.any(Array),
    });
    const creation = await (await callEndpoint('signinPasskeySetupOptions')).json();
    expect(creation.options.user.name).toBe('anna@praxis.ch');
    expect(await (await callEndpoint('signinPasskeySetup')).json()).toEqual({ token: expect.any(String) });
  });
});
