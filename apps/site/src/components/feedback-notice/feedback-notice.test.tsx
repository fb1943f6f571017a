import { ERROR_CODES } from '@app/contracts';
import { catalogPartOf, messages } from '@app/i18n';
import type { Feedback } from '@app/machines';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { FeedbackNotice } from './feedback-notice.js';
import { errorMessageOf } from './feedback-text.js';

function show(
  feedback: Feedback | null,
  options: { focusWhen?: 'error' | 'shown'; language?: 'en' | 'de' } = {},
) {
  const language = options.language ?? 'en';
  return render(
    <IntlProvider locale={language} messages={messages[language]}>
      <button type="button">before</button>
      <FeedbackNotice feedback={feedback} focusWhen={options.focusWhen} />
    </IntlProvider>,
  );
}

describe('FeedbackNotice', () => {
  it('renders nothing without feedback', () => {
    const { container } = show(null);
    expect(container.querySelector('[role]')).toBeNull();
  });

  it('translates a message id with its values, errors as an alert', () => {
    show({
      kind: 'message',
      id: 'auth.signUp.error.passwordTooShort',
      tone: 'error',
      values: { minLength: 6 },
    });
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long.');
  });

  it('shows a success as a status, in the interface language', () => {
    show({ kind: 'message', id: 'auth.newPassword.success', tone: 'success' }, { language: 'de' });
    expect(screen.getByRole('status').textContent).toBe(
      'Ihr Passwort wurde gespeichert. Sie können sich jetzt anmelden.',
    );
  });

  it("translates an API error by its code, not the server's English text", () => {
    show({ kind: 'apiError', code: 'rate_limited', text: 'Slow down', tone: 'error' }, { language: 'de' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    );
  });

  it.each([
    [1, 'de', 'Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.'],
    [42, 'de', 'Zu viele Versuche. Bitte versuchen Sie es in 42 Sekunden erneut.'],
    [90, 'en', 'Too many attempts. Please try again in 90 seconds.'],
    [91, 'en', 'Too many attempts. Please try again in 2 minutes.'],
    [3600, 'de', 'Zu viele Versuche. Bitte versuchen Sie es in 60 Minuten erneut.'],
  ] as const)('names the wait of a 429 (%d s, %s), docs/languages.md#wait', (seconds, language, text) => {
    const feedback: Feedback = {
      kind: 'apiError',
      code: 'rate_limited',
      text: 'Slow down',
      tone: 'error',
      retryAfterSeconds: seconds,
    };
    show(feedback, { language });
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('names the wait behind the prefix too, as sign-up shows it', () => {
    show({
      kind: 'apiError',
      code: 'rate_limited',
      text: 'x',
      tone: 'error',
      prefixed: true,
      retryAfterSeconds: 30,
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: Too many attempts. Please try again in 30 seconds.',
    );
  });

  it("adds the 'Error:' prefix of docs/languages.md#error-text when asked", () => {
    show({ kind: 'apiError', code: 'mail_unavailable', text: 'x', tone: 'error', prefixed: true });
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: The email could not be sent right now. Please try again in a few minutes.',
    );
  });

  it('shows a raw text as it is', () => {
    show({ kind: 'text', text: 'Your card has insufficient funds.', tone: 'error' });
    expect(screen.getByRole('alert').textContent).toBe('Your card has insufficient funds.');
  });

  it('shows the generic error for an id the catalogs lack, never the raw id', () => {
    show({ kind: 'message', id: 'auth.no.such.message', tone: 'error' });
    expect(screen.getByRole('alert').textContent).toBe('An error occurred.');
  });

  it('takes the focus for an error when asked', () => {
    show({ kind: 'message', id: 'auth.signIn.error.required', tone: 'error' }, { focusWhen: 'error' });
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('leaves the focus alone for a success unless asked for any feedback', () => {
    const success: Feedback = { kind: 'message', id: 'auth.newPassword.success', tone: 'success' };
    const { unmount } = show(success, { focusWhen: 'error' });
    expect(document.activeElement).toBe(document.body);
    unmount();
    show(success, { focusWhen: 'shown' });
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('shows an account-only error code in its words once the account part is in, the generic error before', () => {
    const publicOnly = Object.fromEntries(
      Object.entries(messages.en).filter(([id]) => catalogPartOf(id) === 'public'),
    );
    const cardDeclined: Feedback = {
      kind: 'apiError',
      code: 'card_declined',
      text: 'Declined',
      tone: 'error',
    };
    const { unmount } = render(
      <IntlProvider locale="en" messages={publicOnly}>
        <FeedbackNotice feedback={cardDeclined} />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('An error occurred.');
    unmount();
    show(cardDeclined);
    expect(screen.getByRole('alert').textContent).toBe(messages.en['account.errors.cardDeclined']);
  });

  it('gives a refusal only signed-in screens meet their own words (docs/accounts.md#deletion-ends-the-money)', () => {
    show({ kind: 'apiError', code: 'deletion_pending', text: 'x', tone: 'error' });
    expect(screen.getByRole('alert').textContent).toBe(messages.en['account.error.deletionPending']);
  });

  it('has words for every API error code in every language', () => {
    for (const code of ERROR_CODES) {
      for (const catalog of Object.values(messages)) {
        expect(catalog).toHaveProperty([errorMessageOf(code)?.id ?? `no words for ${code}`]);
      }
    }
  });
});
