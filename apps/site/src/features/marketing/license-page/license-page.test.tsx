import { scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { LicensePage } from './license-page.js';

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('the licence page', () => {
  it('shows the three plans with the advertised prices of docs/subscriptions-and-money.md#pricing-page', () => {
    renderScreen('/license', <LicensePage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Free',
      'Premium',
      'Enterprise',
    ]);
    expect(card('Premium').getByText('49.00')).toBeTruthy();
    expect(card('Enterprise').getByText('39.00')).toBeTruthy();
    expect(card('Enterprise').getByText('Billed annually · from 2 users')).toBeTruthy();
    expect(card('Free').getByRole('link', { name: 'Download for free' }).getAttribute('href')).toBe(
      '/download',
    );
    expect(screen.getByText('Prices in CHF, VAT of 8.1% included.')).toBeTruthy();
  });

  it.each([
    ['Premium', 'Choose Premium', 'premium'],
    ['Enterprise', 'Choose Enterprise', 'enterprise'],
  ])(
    'sends a visitor to /signin with from = /payment and licenseType for %s',
    async (plan, action, licenseType) => {
      const { router } = renderScreen('/license', <LicensePage />);
      await userEvent.click(card(plan).getByRole('link', { name: action }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
      expect(router.state.location.state).toEqual({ from: '/payment', licenseType });
      // docs/routes-and-screens.md#license: in the address too, which an ordinary link (no script yet) keeps.
      expect(router.state.location.search).toBe(`?plan=${licenseType}`);
    },
  );

  it.each([
    ['Premium', 'Choose Premium', 'premium'],
    ['Enterprise', 'Choose Enterprise', 'enterprise'],
  ])(
    'sends a signed-in user straight to /payment with licenseType for %s',
    async (plan, action, licenseType) => {
      const { router } = renderScreen('/license', <LicensePage />, { signedIn: true });
      await userEvent.click(card(plan).getByRole('link', { name: action }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
      expect(router.state.location.state).toEqual({ licenseType });
    },
  );

  it('marks the plan a signed-in practitioner has, and only that one', async () => {
    server.use(...scenarios.premium.handlers());
    renderScreen('/license', <LicensePage />, { signedIn: true });
    expect(await card('Premium').findByText('Your plan')).toBeTruthy();
    expect(card('Enterprise').queryByText('Your plan')).toBeNull();
    expect(card('Free').queryByText('Your plan')).toBeNull();
  });

  it('marks nothing for a visitor', () => {
    renderScreen('/license', <LicensePage />);
    expect(screen.queryByText('Your plan')).toBeNull();
  });

  it('speaks French in French', () => {
    renderScreen('/license', <LicensePage />, { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choisissez votre licence');
    expect(card('Premium').getByRole('link', { name: 'Choisir Premium' })).toBeTruthy();
  });

  it('names what the free trial includes, not "Included in Free" (the language review)', () => {
    renderScreen('/license', <LicensePage />, { language: 'fr' });
    expect(card('Gratuit').getByRole('list', { name: "Inclus dans l'essai gratuit" })).toBeTruthy();
    expect(card('Premium').getByRole('list', { name: 'Inclus dans Premium' })).toBeTruthy();
  });

  it('writes the big prices in the one money format of each language (docs/languages.md#money-format)', () => {
    const { unmount } = renderScreen('/license', <LicensePage />, { language: 'fr' });
    // French puts the currency after the figure, as every other amount of the page.
    expect(screen.getByRole('article', { name: 'Entreprise' }).textContent).toContain('39.00CHF');
    expect(screen.getByText('Prix en CHF, TVA de 8,1 % incluse.').textContent).toBe(
      'Prix en CHF, TVA de 8,1\u202f% incluse.',
    );
    unmount();
    renderScreen('/license', <LicensePage />, { language: 'de' });
    expect(screen.getByRole('article', { name: 'Enterprise' }).textContent).toContain('CHF39.00');
  });
});
