import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render.js';
import { EmailValidationPage } from './email-validation-page.js';

describe('/email-validation', () => {
  it('says a confirmation e-mail was sent and its link activates the account', () => {
    renderScreen('/email-validation', <EmailValidationPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your email address');
    expect(
      screen.getByText(
        'We have sent you a confirmation email. Click the link in it to activate your account.',
      ),
    ).toBeTruthy();
    const signIn = within(screen.getByRole('main')).getByRole('link', { name: 'Go to sign-in' });
    expect(signIn.getAttribute('href')).toBe('/signin');
    expect(document.title).toBe('Confirm your email address · Dictation');
  });

  it('speaks German in German', () => {
    renderScreen('/email-validation', <EmailValidationPage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
  });
});
