import { PRODUCT_NAME } from '@app/i18n';
import { endpointRoute, errorResponse, networkFailureOn } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '../../../testing/record-requests.js';
import { renderScreen } from '../../../testing/render-screen.js';
import { SignUpPage } from './sign-up-page.js';

async function fill(values: { email?: string; password?: string; confirmPassword?: string }) {
  if (values.email) await userEvent.type(screen.getByLabelText(/^Email address/), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirmPassword)
    await userEvent.type(screen.getByLabelText(/^Confirm password/), values.confirmPassword);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('/signup', () => {
  it.each([
    [{}, 'All fields are required.'],
    [{ email: 'anna@praxis.ch', password: 'abcdef' }, 'All fields are required.'],
    // The order of docs/accounts.md#sign-up-checks: the length is checked before the match.
    [
      { email: 'anna@praxis.ch', password: 'abc', confirmPassword: 'xyz' },
      'Password must be at least 6 characters long.',
    ],
    [{ email: 'anna@praxis.ch', password: 'abcdef', confirmPassword: 'abcdeg' }, 'Passwords do not match.'],
  ])('refuses %j with "%s", focused, without a call', async (values, message) => {
    const calls = recordCalls('signup');
    renderScreen('/signup', <SignUpPage />);
    await fill(values);
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(document.activeElement).toBe(alert);
    expect(calls).toEqual([]);
  });

  it('signs up in the interface language and goes to /email-validation', async () => {
    const calls = recordCalls('signup');
    const { router } = renderScreen('/signup', <SignUpPage />, { language: 'fr' });
    await userEvent.type(screen.getByLabelText(/^Adresse e-mail/), ' anna@praxis.ch ');
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'secret7');
    await userEvent.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'secret7');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-validation'));
    expect(calls).toEqual([{ email: 'anna@praxis.ch', password: 'secret7', lang: 'fr' }]);
  });

  it('marks a malformed address on its own field, focused, without a call (docs/accounts.md#sign-up-checks)', async () => {
    const calls = recordCalls('signup');
    renderScreen('/signup', <SignUpPage />);
    await fill({ email: 'anna@praxis', password: 'secret7', confirmPassword: 'secret7' });
    await submit();
    const email = screen.getByLabelText(/^Email address/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'Please enter a valid email address.' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('on the way to /payment, names the plan and signs up with it (docs/accounts.md#email-validation)', async () => {
    const calls = recordCalls('signup');
    const { router } = renderScreen('/signup', <SignUpPage />, {
      state: { from: '/payment', licenseType: 'enterprise' },
    });
    expect(
      screen.getByText(/^Create your account to continue with your Enterprise subscription\./),
    ).toBeTruthy();
    await fill({ email: 'anna@praxis.ch', password: 'secret7', confirmPassword: 'secret7' });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-validation'));
    expect(calls).toEqual([{ email: 'anna@praxis.ch', password: 'secret7', lang: 'en', plan: 'enterprise' }]);
    expect(router.state.location.state).toEqual({ email: 'anna@praxis.ch', plan: 'enterprise' });
  });

  it('sends the language chosen on the page, not the one it opened in', async () => {
    const calls = recordCalls('signup');
    const { router } = renderScreen('/signup', <SignUpPage />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await userEvent.type(screen.getByLabelText(/^E-Mail-Adresse/), 'anna@praxis.ch');
    await userEvent.type(screen.getByLabelText(/^Passwort\*?$/), 'secret7');
    await userEvent.type(screen.getByLabelText(/^Passwort bestätigen/), 'secret7');
    await userEvent.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-validation'));
    expect(calls).toEqual([expect.objectContaining({ lang: 'de' })]);
  });

  it('disables the button while the request runs', async () => {
    const { method, path } = endpointRoute('signup');
    server.use(method(path, () => delay('infinite')));
    renderScreen('/signup', <SignUpPage />);
    await fill({ email: 'anna@praxis.ch', password: 'secret7', confirmPassword: 'secret7' });
    await submit();
    const button = screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it.each([
    [
      'a refusal, with the "Error:" prefix (docs/accounts.md#sign-up-errors)',
      'rate_limited',
      'Error: Too many attempts. Please try again in 30 seconds.',
    ],
    [
      'a server failure, in its translated words',
      'internal_error',
      'Error: Something went wrong on our side. Please try again. If the problem persists, contact support.',
    ],
  ] as const)('shows %s', async (_, code, message) => {
    const { method, path } = endpointRoute('signup');
    server.use(method(path, () => errorResponse(code)));
    const { router } = renderScreen('/signup', <SignUpPage />);
    await fill({ email: 'anna@praxis.ch', password: 'secret7', confirmPassword: 'secret7' });
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(document.activeElement).toBe(alert);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('shows the network error when no answer comes', async () => {
    server.use(networkFailureOn('signup'));
    renderScreen('/signup', <SignUpPage />);
    await fill({ email: 'anna@praxis.ch', password: 'secret7', confirmPassword: 'secret7' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached. Please check your internet connection and try again.',
    );
    expect((screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('labels its fields with autocomplete hints and links to sign-in', () => {
    renderScreen('/signup', <SignUpPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    expect(document.title).toBe(`Create your account · ${PRODUCT_NAME}`);
    expect(screen.getByLabelText(/^Email address/).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText(/^Confirm password/).getAttribute('autocomplete')).toBe('new-password');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin',
    );
  });
});
