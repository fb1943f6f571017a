import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { ResetPasswordEmailSentPage } from './reset-password-email-sent-page.js';

describe('/reset-password-email-sent', () => {
  it('says the e-mail is on its way, warns about the spam folder and leads back to sign-in', () => {
    renderScreen('/reset-password-email-sent', <ResetPasswordEmailSentPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your inbox');
    expect(screen.getByText(/you will receive an email with a link to reset your password/)).toBeTruthy();
    expect(screen.getByText("Can't find the email? Check your spam or junk folder.")).toBeTruthy();
    const back = within(screen.getByRole('main')).getByRole('link', { name: 'Back to sign-in' });
    expect(back.getAttribute('href')).toBe('/signin');
  });

  it('speaks French in French', () => {
    renderScreen('/reset-password-email-sent', <ResetPasswordEmailSentPage />, { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Consultez votre boîte de réception');
  });
});
