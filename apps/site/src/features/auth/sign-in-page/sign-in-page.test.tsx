import {
  endpointRoute,
  errorResponse,
  MOCK_CHALLENGE,
  MOCK_SESSION_TOKEN,
  networkFailureOn,
  refusalOn,
  scenarios,
} from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { SignInPage } from './sign-in-page.js';

const main = () => within(screen.getByRole('main'));

async function signIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/^Email address/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(main().getByRole('button', { name: 'Sign in' }));
}

describe('/signin', () => {
  it.each([
    ['', ''],
    ['anna@praxis.ch', ''],
    ['', 'secret7'],
  ])('requires both fields (%j, %j), focused, without a call', async (email, password) => {
    const calls = recordCalls('signin');
    renderScreen('/signin', <SignInPage />);
    await signIn(email, password);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('All fields are required.');
    expect(document.activeElement).toBe(alert);
    expect(calls).toEqual([]);
  });

  it('stores the token under auth_token and goes home by default', async () => {
    const calls = recordCalls('signin');
    const { router } = renderScreen('/signin', <SignInPage />);
    await signIn('anna@praxis.ch', 'secret7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([{ email: 'anna@praxis.ch', password: 'secret7' }]);
    expect(window.localStorage.getItem('auth_token')).toBe(MOCK_SESSION_TOKEN);
    // The top bar follows the session.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it("returns to 'from' and hands on the rest of the navigation state (docs/routes-and-screens.md#navigation-state)", async () => {
    const { router } = renderScreen('/signin', <SignInPage />, {
      state: { from: '/payment', licenseType: 'enterprise' },
    });
    await signIn('anna@praxis.ch', 'secret7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({ licenseType: 'enterprise' });
  });

  it('says what she signs in for on the way to /payment, and keeps that way to /signup (docs/accounts.md#email-validation)', async () => {
    renderScreen('/signin', <SignInPage />, { state: { from: '/payment', licenseType: 'enterprise' } });
    expect(main().getByText('Sign in to continue with your Enterprise subscription.')).toBeTruthy();
    const createAccount = main().getByRole('link', { name: 'Create account' });
    expect(createAccount.getAttribute('href')).toBe('/signup');
  });

  it('arriving from the confirmation mail with the plan chosen, goes on to /payment with it (docs/accounts.md#email-validation)', async () => {
    const { router } = renderScreen('/signin?emailConfirmation=confirmed&plan=premium', <SignInPage />);
    expect(main().getByText('Your address is confirmed, you can sign in.')).toBeTruthy();
    expect(main().getByText('Sign in to continue with your Premium subscription.')).toBeTruthy();
    await signIn('anna@praxis.ch', 'secret7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({ licenseType: 'premium' });
  });

  it('sends a visitor signed in already on to /payment with the plan of the address, in place of /signin (docs/accounts.md#sign-in)', async () => {
    const calls = recordCalls('signin');
    const { router } = renderScreen('/signin?plan=enterprise', <SignInPage />, { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toEqual({ licenseType: 'enterprise' });
    // In place of /signin: Back does not return to a form she has no use for.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toEqual([]);
  });

  it.each([
    ['invalid_credentials', 'The email address or password is incorrect.'],
    [
      'email_not_confirmed',
      'Please confirm your email address first. You will find the confirmation link in your inbox.',
    ],
    ['rate_limited', 'Too many attempts. Please try again in 30 seconds.'],
  ] as const)('shows the refusal %s by its code', async (code, message) => {
    const { method, path } = endpointRoute('signin');
    server.use(method(path, () => errorResponse(code)));
    const { router } = renderScreen('/signin', <SignInPage />);
    await signIn('anna@praxis.ch', 'secret7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(document.activeElement).toBe(alert);
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('says "too many attempts" without a wait when the answer named none (docs/languages.md#wait)', async () => {
    const { method, path } = endpointRoute('signin');
    server.use(
      method(path, () =>
        Response.json({ error: true, code: 'rate_limited', message: 'Too many.' }, { status: 429 }),
      ),
    );
    renderScreen('/signin', <SignInPage />);
    await signIn('anna@praxis.ch', 'secret7');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('offers to send the confirmation e-mail again to the address refused as unconfirmed, and focuses the outcome (docs/accounts.md#sign-in-unconfirmed)', async () => {
    server.use(...scenarios.signinUnconfirmed.handlers());
    const calls = recordCalls('resendConfirmation');
    renderScreen('/signin?plan=premium', <SignInPage />);
    expect(main().queryByRole('button', { name: 'Send the confirmation email again' })).toBeNull();
    await signIn('anna@praxis.ch', 'secret7');
    expect(document.activeElement).toBe(await screen.findByRole('alert'));
    // Typed over meanwhile, the address field does not change where the mail goes.
    await userEvent.clear(screen.getByLabelText(/^Email address/));
    await userEvent.click(await main().findByRole('button', { name: 'Send the confirmation email again' }));
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toBe('We have sent the email again. It can take a few minutes to arrive.');
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(calls).toEqual([{ email: 'anna@praxis.ch', lang: 'en', plan: 'premium' }]);
  });

  it('names the wait when sending the confirmation again is refused for now', async () => {
    server.use(refusalOn('resendConfirmation', 'rate_limited'), ...scenarios.signinUnconfirmed.handlers());
    renderScreen('/signin', <SignInPage />);
    await signIn('anna@praxis.ch', 'secret7');
    await screen.findByRole('alert');
    await userEvent.click(await main().findByRole('button', { name: 'Send the confirmation email again' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Too many attempts. Please try again in 30 seconds.',
      ),
    );
  });

  it('offers a slowed-down client a sign-in link by e-mail, sent in the language on screen (docs/accounts.md#throttling)', async () => {
    server.use(...scenarios.signinThrottled.handlers());
    const calls = recordCalls('requestSigninLink');
    renderScreen('/signin', <SignInPage />);
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
    await signIn('anna@praxis.ch', 'secret7');
    await screen.findByRole('alert');
    await userEvent.click(main().getByRole('button', { name: 'Email me a sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If this address has an account, we have sent it a sign-in link. It is valid for 15 minutes. Please also check your spam folder.',
    );
    expect(calls).toEqual([{ email: 'anna@praxis.ch', lang: 'en' }]);
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });

  it("shows 'Invalid credentials or server issue.' (docs/accounts.md#sign-in-errors) when no answer comes", async () => {
    server.use(networkFailureOn('signin'));
    renderScreen('/signin', <SignInPage />);
    await signIn('anna@praxis.ch', 'secret7');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials or server issue.');
  });

  it('disables the button while the request runs', async () => {
    const { method, path } = endpointRoute('signin');
    server.use(method(path, () => delay('infinite')));
    renderScreen('/signin', <SignInPage />);
    await signIn('anna@praxis.ch', 'secret7');
    expect((main().getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the address is confirmed when the confirmation link lands here', () => {
    renderScreen('/signin?emailConfirmation=confirmed', <SignInPage />);
    expect(screen.getByRole('status').textContent).toBe('Your address is confirmed, you can sign in.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the confirmation link is invalid or expired', () => {
    renderScreen('/signin?emailConfirmation=invalid', <SignInPage />);
    expect(screen.getByRole('alert').textContent).toMatch(
      /^This confirmation link is invalid or has expired\./,
    );
  });

  it("arriving from a live confirmation link, asks for the sign-up's password and sends the link with it (docs/accounts.md#ownership)", async () => {
    const token = 'Y29uZmlybWF0aW9uLWxpbmstb2YtdGhlLXRlc3Q';
    const calls = recordCalls('signin');
    const { router } = renderScreen(
      `/signin?emailConfirmation=pending&confirmation=${token}&plan=premium`,
      <SignInPage />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'To confirm your address, sign in with the password you chose when signing up.',
    );
    await signIn('anna@praxis.ch', 'secret7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(calls).toEqual([{ email: 'anna@praxis.ch', password: 'secret7', confirmation: token }]);
  });

  it('says when the link was for another sign-up of the address, and nothing was activated', async () => {
    const { method, path } = endpointRoute('signin');
    server.use(method(path, () => errorResponse('confirmation_for_other_signup')));
    renderScreen(
      '/signin?emailConfirmation=pending&confirmation=Y29uZmlybWF0aW9uLWxpbmstb2YtdGhlLXRlc3Q',
      <SignInPage />,
    );
    await signIn('anna@praxis.ch', 'her-own-1');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^This is not the password chosen at the sign-up this confirmation link was sent for/,
    );
  });

  it('sends no token that is not one, and says nothing of it', async () => {
    const calls = recordCalls('signin');
    renderScreen('/signin?emailConfirmation=pending&confirmation=not%20a%20token', <SignInPage />);
    expect(screen.queryByRole('status')).toBeNull();
    await signIn('anna@praxis.ch', 'secret7');
    await waitFor(() => expect(calls).toEqual([{ email: 'anna@praxis.ch', password: 'secret7' }]));
  });

  it('ignores an unknown confirmation outcome', () => {
    renderScreen('/signin?emailConfirmation=maybe', <SignInPage />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers sign-up and the forgotten password, with autocomplete hints', () => {
    renderScreen('/signin', <SignInPage />, { language: 'it' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accesso');
    expect(main().getByRole('link', { name: 'Creare un account' }).getAttribute('href')).toBe('/signup');
    expect(main().getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByLabelText(/^Indirizzo e-mail/).getAttribute('autocomplete')).toBe('username webauthn');
    expect(screen.getByLabelText(/^Password\*?$/).getAttribute('autocomplete')).toBe('current-password');
  });

  it('lets either code of the second step be pasted or filled in (docs/passkeys.md#accessible-authentication)', async () => {
    server.use(...scenarios.twoFactorSignin.handlers());
    const calls = recordCalls('signinTwoFactor');
    renderScreen('/signin', <SignInPage />);
    await signIn('anna@praxis.ch', 'secret7');
    const appCode = await screen.findByLabelText(/^Code/);
    expect(appCode.getAttribute('autocomplete')).toBe('one-time-code');
    expect(appCode.getAttribute('inputmode')).toBe('numeric');
    await userEvent.click(main().getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText(/^Recovery code/);
    expect(recovery.getAttribute('autocomplete')).toBe('one-time-code');
    recovery.focus();
    await userEvent.paste('abcd-efgh-jkmn');
    await userEvent.click(main().getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toEqual([{ challenge: MOCK_CHALLENGE, code: 'abcd-efgh-jkmn' }]));
  });
});
