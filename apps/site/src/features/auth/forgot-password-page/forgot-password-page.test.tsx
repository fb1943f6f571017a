import { endpointRoute, errorResponse, networkFailureOn } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { ForgotPasswordPage } from './forgot-password-page.js';

async function send(email: string, button = 'Send reset link') {
  if (email) await userEvent.type(screen.getByRole('textbox'), email);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('/forgot-password', () => {
  it.each(['', '   '])('requires the address (%j), focused, without a call', async (email) => {
    const calls = recordCalls('forgotPassword');
    renderScreen('/forgot-password', <ForgotPasswordPage />);
    await send(email);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please enter your email address');
    expect(document.activeElement).toBe(alert);
    expect(calls).toEqual([]);
  });

  it('asks for the e-mail in the interface language and goes to /reset-password-email-sent', async () => {
    const calls = recordCalls('forgotPassword');
    const { router } = renderScreen('/forgot-password', <ForgotPasswordPage />, { language: 'it' });
    await send('anna@praxis.ch', 'Inviare il link');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password-email-sent'));
    expect(calls).toEqual([{ email: 'anna@praxis.ch', lang: 'it' }]);
  });

  it.each([
    ['a server error', () => errorResponse('mail_unavailable')],
    // The contract never allows an empty message, so this is a broken answer: still the send failure.
    ['an answer without a message', () => HttpResponse.json({ message: '' })],
  ])('shows the send failure of docs/accounts.md#forgot-password on %s', async (_, answer) => {
    const { method, path } = endpointRoute('forgotPassword');
    server.use(method(path, answer));
    const { router } = renderScreen('/forgot-password', <ForgotPasswordPage />);
    await send('anna@praxis.ch');
    expect((await screen.findByRole('alert')).textContent).toBe('Error sending email. Please try again.');
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('shows the send failure when no answer comes', async () => {
    server.use(networkFailureOn('forgotPassword'));
    renderScreen('/forgot-password', <ForgotPasswordPage />);
    await send('anna@praxis.ch');
    expect((await screen.findByRole('alert')).textContent).toBe('Error sending email. Please try again.');
  });

  it('says when too many e-mails were asked for', async () => {
    const { method, path } = endpointRoute('forgotPassword');
    server.use(method(path, () => errorResponse('rate_limited')));
    renderScreen('/forgot-password', <ForgotPasswordPage />);
    await send('anna@praxis.ch');
    // The wait the answer's Retry-After named (docs/languages.md#wait).
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
  });

  it('disables the button while the request runs', async () => {
    const { method, path } = endpointRoute('forgotPassword');
    server.use(method(path, () => delay('infinite')));
    renderScreen('/forgot-password', <ForgotPasswordPage />);
    await send('anna@praxis.ch');
    expect((screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('leads back to sign-in', () => {
    renderScreen('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forgot your password?');
    expect(screen.getByRole('textbox').getAttribute('autocomplete')).toBe('email');
    const back = within(screen.getByRole('main')).getByRole('link', { name: 'Back to sign-in' });
    expect(back.getAttribute('href')).toBe('/signin');
  });
});
