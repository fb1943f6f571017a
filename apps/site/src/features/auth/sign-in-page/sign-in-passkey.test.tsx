import type { AuthenticationCredential, RegistrationCredential } from '@app/contracts';
import { endpointHandler, MOCK_CHALLENGE, MOCK_SESSION_TOKEN, refusalOn, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { passkeyCeremonies } from '../../../lib/passkeys.js';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { SignInPage } from './sign-in-page.js';

const main = () => within(screen.getByRole('main'));

const assertion: AuthenticationCredential = {
  id: 'a2V5LW9mLWFubmEtMDAwMQ',
  rawId: 'a2V5LW9mLWFubmEtMDAwMQ',
  type: 'public-key',
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5Yg',
    signature: 'MEUCIQ',
  },
  clientExtensionResults: {},
};
const registration: RegistrationCredential = {
  id: 'bmV3LWtleS1vZi1hbm5hLTAx',
  rawId: 'bmV3LWtleS1vZi1hbm5hLTAx',
  type: 'public-key',
  response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
  clientExtensionResults: {},
};

/**
 * The browser's side as the test sets it: WebAuthn or not, autofill or not; the dialog answers
 * with her passkey, and an autofill waits (as it does until she picks one) unless told otherwise.
 */
function browser({ webAuthn = true, autofill = false, picksFromAutofill = false } = {}) {
  vi.spyOn(passkeyCeremonies, 'supported').mockReturnValue(webAuthn);
  const autofillSupported = vi.spyOn(passkeyCeremonies, 'autofillSupported').mockResolvedValue(autofill);
  const authenticate = vi
    .spyOn(passkeyCeremonies, 'authenticate')
    .mockImplementation(async (_options, viaAutofill = false) =>
      viaAutofill && !picksFromAutofill ? new Promise<never>(() => undefined) : assertion,
    );
  const register = vi.spyOn(passkeyCeremonies, 'register').mockResolvedValue(registration);
  const signalUnknown = vi.spyOn(passkeyCeremonies, 'signalUnknown').mockResolvedValue();
  vi.spyOn(passkeyCeremonies, 'cancel').mockReturnValue();
  return { autofillSupported, authenticate, register, signalUnknown };
}

async function signInWithPassword() {
  await userEvent.type(screen.getByLabelText(/^Email address/), 'anna@praxis.ch');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret7');
  await userEvent.click(main().getByRole('button', { name: 'Sign in' }));
}

/** The account page's calls of the conditional create (docs/passkeys.md#offer), recorded. */
function offerCalls() {
  server.use(
    endpointHandler('passkeyCreationOptions', () => ({
      options: {
        rp: { name: 'Dictation', id: 'localhost' },
        user: { id: 'dXNlci1oYW5kbGU', name: 'anna@praxis.ch', displayName: 'anna@praxis.ch' },
        challenge: 'Y3JlYXRlLWNoYWxsZW5nZQ',
        pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      },
    })),
    endpointHandler('addPasskey', () => ({
      passkey: {
        id: '5d1e7f20-8a3b-4c6d-9e0f-1a2b3c4d5e66',
        name: null,
        createdAt: '2026-12-07T10:00:00.000Z',
        lastUsedAt: null,
        synced: true,
      },
    })),
  );
  return recordCalls('addPasskey');
}

describe('/signin with a passkey (docs/passkeys.md#sign-in)', () => {
  it('signs in with the passkey she picks among the address field’s suggestions, back to from', async () => {
    const { authenticate } = browser({ autofill: true, picksFromAutofill: true });
    const options = recordCalls('passkeySignin');
    const { router } = renderScreen('/signin', <SignInPage />, {
      state: { from: '/payment', licenseType: 'enterprise' },
    });
    expect(screen.getByLabelText(/^Email address/).getAttribute('autocomplete')).toBe('username webauthn');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(authenticate).toHaveBeenCalledWith(expect.objectContaining({ rpId: 'localhost' }), true);
    expect(options).toEqual([{ credential: assertion }]);
    expect(router.state.location.state).toEqual({ licenseType: 'enterprise' });
    expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN);
  });

  it('signs in with "Sign in with a passkey", the browser’s dialog replacing the autofill', async () => {
    const { authenticate } = browser({ autofill: true });
    const cancel = vi.mocked(passkeyCeremonies.cancel);
    const calls = recordCalls('passkeySignin');
    const { router } = renderScreen('/signin', <SignInPage />);
    await waitFor(() => expect(authenticate).toHaveBeenCalledWith(expect.anything(), true));
    await userEvent.click(main().getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(authenticate).toHaveBeenLastCalledWith(expect.objectContaining({ rpId: 'localhost' }), false);
    expect(calls).toEqual([{ credential: assertion }]);
  });

  it('says a passkey the API does not know is no longer valid, and tells the browser', async () => {
    const { signalUnknown } = browser();
    server.use(refusalOn('passkeySignin', 'passkey_unknown'));
    renderScreen('/signin', <SignInPage />);
    await userEvent.click(main().getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This passkey is no longer valid for your account. Sign in another way.',
    );
    expect(signalUnknown).toHaveBeenCalledWith('localhost', assertion.id);
  });

  it('shows neither the button nor asks for an autofill in a browser without WebAuthn', async () => {
    const { autofillSupported } = browser({ webAuthn: false, autofill: true });
    const calls = recordCalls('passkeySigninOptions');
    renderScreen('/signin', <SignInPage />);
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(main().queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(autofillSupported).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('the passkey the password manager may create (docs/passkeys.md#offer)', () => {
  it('is asked for silently after a sign-in by password, without holding up the navigation', async () => {
    const { register } = browser();
    const added = offerCalls();
    const { router } = renderScreen('/signin', <SignInPage />);
    await signInWithPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(added).toEqual([{ credential: registration, conditional: true }]));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ challenge: 'Y3JlYXRlLWNoYWxsZW5nZQ' }),
      true,
    );
  });

  it('is not asked for after a sign-in with a passkey', async () => {
    const { register } = browser();
    const added = offerCalls();
    const { router } = renderScreen('/signin', <SignInPage />);
    await userEvent.click(main().getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(register).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });

  it('says nothing when the browser creates none', async () => {
    const { register } = browser();
    register.mockRejectedValue(new Error('passkey ceremony cancelled'));
    const added = offerCalls();
    const { router } = renderScreen('/signin', <SignInPage />);
    await signInWithPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(added).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the step passkey (docs/passkeys.md#second-step)', () => {
  it('finishes a sign-in by password with her passkey and the step’s challenge', async () => {
    browser();
    server.use(...scenarios.passkeySignin.handlers());
    const options = recordCalls('passkeySigninOptions');
    const calls = recordCalls('passkeySignin');
    const { router } = renderScreen('/signin', <SignInPage />);
    await signInWithPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Use your passkey' })).toBeTruthy();
    expect(main().getByText(/only our support can give it back/)).toBeTruthy();
    await userEvent.click(main().getByRole('button', { name: 'Use my passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(options.at(-1)).toEqual({ challenge: MOCK_CHALLENGE });
    expect(calls).toEqual([{ credential: assertion, challenge: MOCK_CHALLENGE }]);
  });

  it('arrives from a mailed link at the step, and says a refused passkey could not be used', async () => {
    browser();
    server.use(refusalOn('passkeySignin', 'passkey_refused'));
    renderScreen('/signin', <SignInPage />, {
      state: { from: '/account', challenge: { challenge: MOCK_CHALLENGE, step: 'passkey' } },
    });
    await userEvent.click(await main().findByRole('button', { name: 'Use my passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This passkey could not be used. Please try again, or sign in another way.',
    );
    expect(main().getByRole('heading', { level: 1, name: 'Use your passkey' })).toBeTruthy();
  });
});

describe('the step passkey_setup (docs/passkeys.md#policy)', () => {
  it('creates the passkey her practice requires, which opens the session', async () => {
    const { register } = browser();
    server.use(...scenarios.passkeySetupRequired.handlers());
    const calls = recordCalls('signinPasskeySetup');
    const { router } = renderScreen('/signin', <SignInPage />);
    await signInWithPassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a passkey' })).toBeTruthy();
    expect(main().getByText(/Your practice asks you to sign in with a passkey/)).toBeTruthy();
    await userEvent.click(main().getByRole('button', { name: 'Create a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ rp: expect.anything() }));
    expect(calls).toEqual([{ challenge: MOCK_CHALLENGE, credential: registration }]);
    expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN);
  });

  it('or signs in with a passkey she has, with the step’s challenge', async () => {
    browser();
    server.use(...scenarios.passkeySetupRequired.handlers());
    const calls = recordCalls('passkeySignin');
    const { router } = renderScreen('/signin', <SignInPage />);
    await signInWithPassword();
    await userEvent.click(await main().findByRole('button', { name: 'Use a passkey I have' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([{ credential: assertion, challenge: MOCK_CHALLENGE }]);
  });

  it('follows the code step to it', async () => {
    browser();
    server.use(
      endpointHandler('signin', () => ({ challenge: MOCK_CHALLENGE, step: 'code' })),
      ...scenarios.twoFactorSetupThenPasskey.handlers(),
    );
    renderScreen('/signin', <SignInPage />);
    await signInWithPassword();
    await userEvent.type(await screen.findByLabelText(/^Code/), '123456');
    await userEvent.click(main().getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a passkey' })).toBeTruthy();
  });
});
