import { RESET_REDIRECT_DELAY_MS } from '@app/machines';
import { endpointRoute, errorResponse, networkFailureOn, scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { CreatePasswordPage } from './create-password-page.js';

const TOKEN = 'invite_0123456789abcdef';
// As the invitation e-mail writes it: the address percent-encoded in the path.
const PATH = `/create-password/${TOKEN}/${encodeURIComponent('dr.rossi+team@praxis.ch')}`;
const open = (language?: 'fr') =>
  renderScreen(PATH, <CreatePasswordPage />, { route: '/create-password/:token/:email', language });

async function save(newPassword: string, confirmPassword: string, user: UserEvent = userEvent.setup()) {
  // The form shows once the link has been looked at.
  await screen.findByLabelText(/^New password/);
  if (newPassword) await user.type(screen.getByLabelText(/^New password/), newPassword);
  if (confirmPassword) await user.type(screen.getByLabelText(/^Confirm new password/), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/create-password/:token/:email', () => {
  it('shows the invited address, decoded and read-only, once the link is found usable', async () => {
    const checks = recordCalls('checkInvitation');
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your password');
    const email = (await screen.findByLabelText(/^Email address/)) as HTMLInputElement;
    expect(checks).toEqual([{ token: TOKEN, email: 'dr.rossi+team@praxis.ch' }]);
    expect(email.value).toBe('dr.rossi+team@praxis.ch');
    expect(email.readOnly).toBe(true);
    expect(screen.getByLabelText(/^New password/).getAttribute('autocomplete')).toBe('new-password');
  });

  it('refuses passwords that differ, focused, without a call', async () => {
    const calls = recordCalls('createPassword');
    open();
    await save('secret7', 'secret2');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Passwords do not match.');
    expect(document.activeElement).toBe(alert);
    expect(calls).toEqual([]);
  });

  it('saves with the token and address of the link, then offers sign-in and stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = recordCalls('createPassword');
    const { router } = open();
    await save('secret7', 'secret7', user);

    const success = await screen.findByRole('status');
    expect(success.textContent).toBe('Your password has been saved. You can now sign in.');
    expect(document.activeElement).toBe(success);
    expect(calls).toEqual([{ token: TOKEN, email: 'dr.rossi+team@praxis.ch', newPassword: 'secret7' }]);
    const signIn = within(screen.getByRole('main')).getByRole('link', { name: 'Go to sign-in' });
    expect(signIn.getAttribute('href')).toBe('/signin');

    // No redirect after creating (docs/accounts.md#create-password), unlike the reset.
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_DELAY_MS * 2));
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('says at once that an unknown or expired link is invalid, with no form (docs/accounts.md#create-password)', async () => {
    server.use(...scenarios.invitationLinkInvalid.handlers());
    const saves = recordCalls('createPassword');
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is invalid or has expired. Please ask the person who invited you to send you a new invitation.',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(saves).toEqual([]);
  });

  it('sends her to sign in at once when the link has already set her password (docs/accounts.md#create-password)', async () => {
    server.use(...scenarios.invitationLinkUsed.handlers());
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email address already has an account. Please sign in with your password to accept the license.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('says the link is invalid or expired, and whom to ask, since she cannot request one (docs/accounts.md#link-errors)', async () => {
    const { method, path } = endpointRoute('createPassword');
    server.use(method(path, () => errorResponse('invalid_or_expired_token')));
    open();
    await save('secret7', 'secret7');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is invalid or has expired. Please ask the person who invited you to send you a new invitation.',
    );
  });

  it('sends an invitee who already has a password to sign in, without setting it (docs/accounts.md#create-password)', async () => {
    server.use(...scenarios.invitationForExistingAccount.handlers());
    open();
    await save('secret7', 'secret7');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email address already has an account. Please sign in with your password to accept the license.',
    );
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('refuses one of the most common passwords, as the API does (docs/accounts.md#common-passwords)', async () => {
    open();
    await save('password123', 'password123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password is one of the most common ones and easy to guess. Please choose another.',
    );
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
  });

  it('shows the network error when no answer comes', async () => {
    server.use(networkFailureOn('createPassword'));
    open();
    await save('secret7', 'secret7');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached. Please check your internet connection and try again.',
    );
  });

  it('disables the button while saving', async () => {
    const { method, path } = endpointRoute('createPassword');
    server.use(method(path, () => delay('infinite')));
    open();
    await save('secret7', 'secret7');
    expect((screen.getByRole('button', { name: 'Save password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks French in French', async () => {
    open('fr');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Créez votre mot de passe');
    expect(await screen.findByRole('button', { name: 'Enregistrer le mot de passe' })).toBeTruthy();
  });
});
