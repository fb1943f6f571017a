import { PRODUCT_NAME } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { TermsPage } from './terms-page.js';

describe('the terms of use', () => {
  it('show the date, an introduction, six sections and the contact section', () => {
    renderScreen('/terms', <TermsPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Terms of use');
    expect(main.getByText(/^Last updated/).textContent).toBe('Last updated: June 2025');
    expect(
      main
        .getByText(/^Last updated/)
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe('2025-06');
    expect(
      main.getByText(/^These terms govern the use of the dictation service of Dictation Health SA/),
    ).toBeTruthy();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The service',
      'Your account',
      'Trial, subscriptions and payment',
      'Your professional responsibility',
      'Fair use and intellectual property',
      'Liability and applicable law',
      'Contact',
    ]);
    const contact = within(main.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: 'support@dictation-health.ch' }).getAttribute('href')).toBe(
      'mailto:support@dictation-health.ch',
    );
    expect(contact.getByText('Avenue de la Gare 12')).toBeTruthy();
    expect(contact.getByText('1003 Lausanne')).toBeTruthy();
    expect(document.title).toBe(`Terms of use · ${PRODUCT_NAME}`);
  });

  it('date the French terms in French', () => {
    renderScreen('/terms', <TermsPage />, { language: 'fr' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe("Conditions d'utilisation");
    expect(main.getByText(/^Dernière mise à jour/).textContent).toBe('Dernière mise à jour\u00a0: juin 2025');
    expect(main.getByText('Suisse')).toBeTruthy();
  });
});
