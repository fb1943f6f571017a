import { AUTH_TOKEN_STORAGE_KEY } from '@app/machines';
import { MOCK_SESSION_TOKEN, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { SignInLinkPage } from './sign-in-link-page.js';

const TOKEN = 'signin_0123456789abcdef';
const open = () =>
  renderScreen(`/signin-link/${TOKEN}`, <SignInLinkPage />, { route: '/signin-link/:token' });

describe('/signin-link/:token', () => {
  it('spends the link only when the button is pressed, then signs in and opens the account', async () => {
    const calls = recordCalls('signinWithLink');
    const { router } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(calls).toEqual([{ token: TOKEN }]);
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe(MOCK_SESSION_TOKEN);
  });

  it('says a used or expired link is invalid, focused, and leads back to sign-in', async () => {
    server.use(...scenarios.signinLinkInvalid.handlers());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This link is invalid or has expired. Please request a new one.');
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/signin');
  });
});
