import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { ThankYouPage } from './thank-you-page.js';

describe('the thank-you page (docs/routes-and-screens.md#thank-you)', () => {
  it('thanks for the order and names the page', async () => {
    renderScreen('/thank-you', <ThankYouPage />, { signedIn: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order');
    expect(
      screen.getByText(
        'Your order has been received. Your subscription is active and your invoice is on its way.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Thank you for your order'));
  });

  it('says an order above the credit limit starts when its invoice is paid or approved', () => {
    renderScreen('/thank-you', <ThankYouPage />, { signedIn: true, state: { awaitsApproval: true } });
    expect(
      screen.getByText(
        'Your order has been received and your invoice is on its way. Your plan starts when the invoice is paid or approved.',
      ),
    ).toBeTruthy();
  });

  it('goes back home', async () => {
    const { router } = renderScreen('/thank-you', <ThankYouPage />, { signedIn: true });
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('speaks the interface language', () => {
    renderScreen('/thank-you', <ThankYouPage />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vielen Dank für Ihre Bestellung');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/');
  });
});
