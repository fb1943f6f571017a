import { scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { ThankYouPage } from './thank-you-page.js';

const on = (scenario: keyof typeof scenarios) => server.use(...scenarios[scenario].handlers());

describe('the thank-you page (docs/routes-and-screens.md#thank-you)', () => {
  it('thanks for an order on invoice the account shows served, and names the page', async () => {
    on('paidOnInvoice');
    renderScreen('/thank-you', <ThankYouPage />, { signedIn: true });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Thank you for your order');
    expect(
      screen.getByText(
        'Your order has been received. Your subscription is active and your invoice is on its way.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Thank you for your order'));
  });

  it('says an order above the credit limit starts when its invoice is paid or approved', async () => {
    on('orderAwaiting');
    renderScreen('/thank-you', <ThankYouPage />, { signedIn: true });
    expect(
      await screen.findByText(
        'Your order has been received and your invoice is on its way. Your plan starts when the invoice is paid or approved.',
      ),
    ).toBeTruthy();
  });

  it('claims nothing to a visitor: she signs in first, and comes back here', async () => {
    const { router } = renderScreen('/thank-you', <ThankYouPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/thank-you' });
    expect(screen.queryByText(/Your subscription is active/)).toBeNull();
  });

  it.each(['free', 'premium'] as const)(
    'claims nothing for %s with no order on invoice: the account page says what there is',
    async (scenario) => {
      on(scenario);
      const { router } = renderScreen('/thank-you', <ThankYouPage />, { signedIn: true });
      await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
      expect(screen.queryByText(/Your subscription is active/)).toBeNull();
      expect(screen.queryByText('Thank you for your order')).toBeNull();
    },
  );

  it('goes back home', async () => {
    on('paidOnInvoice');
    const { router } = renderScreen('/thank-you', <ThankYouPage />, { signedIn: true });
    await userEvent.click(await screen.findByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('speaks the interface language', async () => {
    on('paidOnInvoice');
    renderScreen('/thank-you', <ThankYouPage />, { signedIn: true, language: 'de' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Vielen Dank für Ihre Bestellung',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/');
  });
});
