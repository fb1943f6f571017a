import { PRODUCT_NAME } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { TermsPage } from './terms-page.js';

describe('the terms of use', () => {
  it('show the date, an introduction, eight sections and the contact section', () => {
    renderScreen('/terms', <TermsPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Terms of use');
    expect(main.getByText(/^Last updated/).textContent).toBe('Last updated: December 2026');
    expect(
      main
        .getByText(/^Last updated/)
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe('2026-12');
    expect(
      main.getByText(/^These terms govern the use of the dictation service of Dictation Health SA/),
    ).toBeTruthy();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The service',
      'Your account',
      'Trial, subscriptions and payment',
      'Payment on invoice',
      'Late payment and the end of a subscription',
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

  it('say how payment on invoice works, what follows non-payment and the credit limit (docs/subscriptions-and-money.md#overdue-invoices)', () => {
    renderScreen('/terms', <TermsPage />);
    const invoice = within(screen.getByRole('region', { name: 'Payment on invoice' }));
    expect(
      invoice.getByText(/payable within 30 days of its date, by bank transfer with its QR-bill/),
    ).toBeTruthy();
    expect(
      invoice.getByText(
        /exceeds our credit limit is placed all the same, but your subscription starts only once/,
      ),
    ).toBeTruthy();
    const unpaid = within(screen.getByRole('region', { name: 'Late payment and the end of a subscription' }));
    expect(
      unpaid.getByText(
        /still unpaid 7 days after its due date, we send you a reminder.*still unpaid 30 days after the reminder, the subscription ends/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/You pay by card, processed by Stripe, or on invoice where we offer it/),
    ).toBeTruthy();
  });

  it('date the French terms in French, with the review words (F8, F16)', () => {
    renderScreen('/terms', <TermsPage />, { language: 'fr' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe("Conditions d'utilisation");
    expect(main.getByText(/^Dernière mise à jour/).textContent).toBe(
      'Dernière mise à jour\u00a0: décembre 2026',
    );
    expect(main.getByText('Suisse')).toBeTruthy();
    expect(
      main.getByRole('heading', { level: 2, name: 'Utilisation autorisée et propriété intellectuelle' }),
    ).toBeTruthy();
    expect(
      main.getByText(/La personne titulaire d'un abonnement Entreprise peut inviter des collègues/),
    ).toBeTruthy();
    expect(main.getByRole('heading', { level: 2, name: 'Paiement sur facture' })).toBeTruthy();
  });
});
