import { RESET_REDIRECT_DELAY_MS } from '@app/machines';
import { endpointRoute, errorResponse, networkFailureOn } from '@app/mocks';
import { server } from '@app/mocks/node';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { ResetPasswordPage } from './reset-password-page.js';

const TOKEN = 'reset_0123456789abcdef';
const open = () =>
  renderScreen(`/reset-password/${TOKEN}`, <ResetPasswordPage />, { route: '/reset-password/:token' });

async function save(newPassword: string, confirmPassword: string, user: UserEvent = userEvent.setup()) {
  // The form shows once the link has been checked (docs/accounts.md#reset-password).
  await screen.findByLabelText(/^New password/);
  if (newPassword) await user.type(screen.getByLabelText(/^New password/), newPassword);
  if (confirmPassword) await user.type(screen.getByLabelText(/^Confirm new password/), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/reset-password/:token', () => {
  it('checks the link as it opens, and a dead one says so at once, with no form (docs/accounts.md#reset-password)', async () => {
    const { method, path } = endpointRoute('checkResetToken');
    server.use(method(path, () => Response.json({ valid: false })));
    // Added last, so it sees the request first and hands it on to the answer above.
    const checks = recordCalls('checkResetToken');
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The link is invalid or expired.');
    expect(within(alert).getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(checks).toEqual([{ token: TOKEN }]);
  });

  it('shows the form for a live link', async () => {
    open();
    expect(await screen.findByLabelText(/^New password/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses passwords that differ, focused, without a call', async () => {
    const calls = recordCalls('resetPassword');
    open();
    await save('secret7', 'secret2');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Passwords do not match.');
    expect(document.activeElement).toBe(alert);
    expect(calls).toEqual([]);
  });

  it('saves with the token of the link, says so, then goes to /signin after 3 seconds', async () => {
    // A fake clock that also follows real time, so that typing, the call and the screen settle as
    // usual. The 3 s are measured on it from the moment the save reached the API to the redirect:
    // counted from whenever the test looked, a busy machine's second in between made the redirect
    // come "early".
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const calls = recordCalls('resetPassword');
    let savedAt = Number.NaN;
    const { method, path } = endpointRoute('resetPassword');
    // In front of the recorder and the defaults, answering nothing: it only notes the time.
    server.use(
      method(path, () => {
        savedAt = Date.now();
        return undefined;
      }),
    );
    const { router } = open();
    let redirectedAt = Number.NaN;
    router.subscribe(({ location }) => {
      if (location.pathname === '/signin' && Number.isNaN(redirectedAt)) redirectedAt = Date.now();
    });
    await save('secret7', 'secret7', user);

    const success = await screen.findByRole('status');
    expect(success.textContent).toMatch(/^Your password has been saved\. You can now sign in\./);
    expect(document.activeElement).toBe(success);
    expect(screen.getByText('The sign-in page will open in 3 seconds.')).toBeTruthy();
    expect(within(success).getByRole('link', { name: 'Sign in now' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(calls).toEqual([{ token: TOKEN, newPassword: 'secret7' }]);

    // The wait began after the answer, and at the latest as the message showed: 3 s on, it is over.
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/signin');
    expect(redirectedAt - savedAt).toBeGreaterThanOrEqual(RESET_REDIRECT_DELAY_MS);
  });

  it('says the link is invalid or expired and offers a new one', async () => {
    const { method, path } = endpointRoute('resetPassword');
    server.use(method(path, () => errorResponse('invalid_or_expired_token')));
    open();
    await save('secret7', 'secret7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The link is invalid or expired\./);
    expect(within(alert).getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('shows the network error when no answer comes, and stays', async () => {
    server.use(networkFailureOn('resetPassword'));
    const { router } = open();
    await save('secret7', 'secret7');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached. Please check your internet connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Save password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/reset-password/${TOKEN}`);
  });

  it('disables the button while saving', async () => {
    const { method, path } = endpointRoute('resetPassword');
    server.use(method(path, () => delay('infinite')));
    open();
    await save('secret7', 'secret7');
    expect((screen.getByRole('button', { name: 'Save password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the link may be invalid or expired, with new-password fields and a way back', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a new password');
    await screen.findByLabelText(/^New password/);
    expect(
      screen.getByText('If this link is invalid or has expired, request a new one from the sign-in page.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^New password/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText(/^Confirm new password/).getAttribute('autocomplete')).toBe('new-password');
    const back = within(screen.getByRole('main')).getByRole('link', { name: 'Back to sign-in' });
    expect(back.getAttribute('href')).toBe('/signin');
  });
});
