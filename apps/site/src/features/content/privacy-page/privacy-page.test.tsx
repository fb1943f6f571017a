import { PROCESSORS } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { PrivacyPage } from './privacy-page.js';

describe('the privacy policy', () => {
  it('runs from the data collected to the contact, dated December 2026', () => {
    renderScreen('/privacy', <PrivacyPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect(main.getByText(/^Last updated/).textContent).toBe('Last updated: December 2026');
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Information we collect',
      'Voice data',
      'Patient data and professional secrecy',
      'How we use your data',
      'Who processes data for us',
      'What we keep, and for how long',
      'Storage and security',
      'Your rights',
      'Contact',
    ]);
    expect(
      within(main.getByRole('region', { name: 'Voice data' })).getByText(/^Your voice/).textContent,
    ).toBe(
      'Your voice is processed in Switzerland on secure servers and deleted right after transcription. Audio recordings are not stored and cannot be accessed by anyone, including our staff. The connection between the app and our servers is encrypted.',
    );
    const contact = within(main.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: 'privacy@dictation-health.ch' }).getAttribute('href')).toBe(
      'mailto:privacy@dictation-health.ch',
    );
    expect(contact.getByText('Switzerland')).toBeTruthy();
  });

  it('no longer says that no data goes to third parties, and names what is sent where (docs/legal.md#processors)', () => {
    renderScreen('/privacy', <PrivacyPage />);
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/no data with third parties/);
    const processors = within(within(main).getByRole('region', { name: 'Who processes data for us' }));
    // One entry per processor of the one list, in its order.
    expect(processors.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      PROCESSORS.map((processor) => processor.company ?? expect.any(String)),
    );
    expect(processors.getAllByRole('heading', { level: 3 })).toHaveLength(PROCESSORS.length);
    const stripe = within(processors.getByRole('region', { name: 'Stripe Payments Europe, Limited' }));
    expect(stripe.getByText(/^Location: Ireland – a state whose data protection/)).toBeTruthy();
    expect(
      stripe.getByText(
        /^Location: United States – the recipient is certified under the Swiss-U.S. Data Privacy Framework/,
      ),
    ).toBeTruthy();
    const mail = within(processors.getByRole('region', { name: 'Our email delivery provider' }));
    expect(mail.getByText('Location: Switzerland – the data stays in Switzerland')).toBeTruthy();
    expect(processors.getByRole('region', { name: 'Our hosting provider' })).toBeTruthy();
  });

  it('says what is kept how long, from the figures the API keeps them by (docs/legal.md#retention)', () => {
    renderScreen('/privacy', <PrivacyPage />);
    const kept = within(screen.getByRole('region', { name: 'What we keep, and for how long' }));
    expect(kept.getAllByRole('listitem')).toHaveLength(10);
    expect(
      kept.getByText(/^Your account: as long as it exists\. When you delete it, it is kept 30 days/),
    ).toBeTruthy();
    expect(
      kept.getByText(/^Sessions: the IP address, browser and time of last use.*12 hours, or 30 minutes/),
    ).toBeTruthy();
    expect(kept.getByText(/^Invoices and subscriptions: 10 years.*\(Art\. 958f CO\)/)).toBeTruthy();
    expect(
      kept.getByText(/^Clicks on our download links: which link and when, without your IP address/),
    ).toBeTruthy();
    expect(kept.getByText(/^The browser_id cookie: .*keeps it 400 days/)).toBeTruthy();
    expect(kept.getByText(/^Your language: in the lang cookie, kept 365 days/)).toBeTruthy();
    expect(kept.getByText(/^The emails we send you/)).toBeTruthy();
    expect(kept.getByText(/^Failed sign-in attempts.*after 24 hours/)).toBeTruthy();
    expect(kept.getByText(/^The dictation app's sign-ins: the computer's name, its IP address/)).toBeTruthy();
    expect(kept.getByText(/^The activity log: who changed what.*kept 13 months, then deleted/)).toBeTruthy();
  });

  it('states professional secrecy and offers the data-processing agreement in the reader language (docs/legal.md#dpa)', () => {
    renderScreen('/privacy', <PrivacyPage />, { language: 'de' });
    const secrecy = within(screen.getByRole('region', { name: 'Patientendaten und Berufsgeheimnis' }));
    expect(secrecy.getByText(/Art\. 321 des Strafgesetzbuches/)).toBeTruthy();
    const agreement = secrecy.getByRole('link', { name: 'unserem Auftragsbearbeitungsvertrag (PDF)' });
    expect(agreement.getAttribute('href')).toBe('/legal/data-processing-agreement-de.pdf');
    expect(agreement.getAttribute('hreflang')).toBe('de');
    // The DSG's word for processing, on the whole page (the review's D17).
    expect(screen.getByText(/^Ihre Stimme wird in der Schweiz auf sicheren Servern bearbeitet/)).toBeTruthy();
  });

  it('speaks Italian in Italian, with the countries and safeguards in Italian', () => {
    renderScreen('/privacy', <PrivacyPage />, { language: 'it' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Informativa sulla protezione dei dati');
    expect(main.getByText(/^Ultimo aggiornamento/).textContent).toBe('Ultimo aggiornamento: dicembre 2026');
    expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(main.getByText(/^Luogo: Stati Uniti – il destinatario è certificato/)).toBeTruthy();
  });

  it('writes French with its no-break spaces', () => {
    renderScreen('/privacy', <PrivacyPage />, { language: 'fr' });
    // The first processor's place: the colon after its U+00A0, as every French message writes it.
    expect(screen.getAllByText(/^Lieu/)[0]?.textContent).toBe(
      'Lieu\u00a0: Suisse – les données restent en Suisse',
    );
    expect(
      screen.getByRole('link', { name: 'notre contrat de sous-traitance (PDF)' }).getAttribute('href'),
    ).toBe('/legal/data-processing-agreement-fr.pdf');
  });
});
