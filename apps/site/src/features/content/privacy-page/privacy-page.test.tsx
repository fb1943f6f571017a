import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { PrivacyPage } from './privacy-page.js';

describe('the privacy policy', () => {
  it('runs in six sections from the data collected to the contact', () => {
    renderScreen('/privacy', <PrivacyPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Privacy policy');
    expect(main.getByText(/^Last updated/).textContent).toBe('Last updated: June 2025');
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Information we collect',
      'Voice data',
      'How we use your data',
      'Storage and security',
      'Your rights',
      'Contact',
    ]);
    expect(
      within(main.getByRole('region', { name: 'Voice data' })).getByText(/^Your voice/).textContent,
    ).toBe(
      'Your voice is processed in Switzerland on secure servers and deleted right after transcription. Audio recordings are not stored and cannot be accessed by anyone, including our staff. The connection between the app and our servers is encrypted.',
    );
    expect(main.getByText(/share no data with third parties/).textContent).toContain('processed by Stripe');
    const contact = within(main.getByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: 'privacy@dictation-health.ch' }).getAttribute('href')).toBe(
      'mailto:privacy@dictation-health.ch',
    );
    expect(contact.getByText('Switzerland')).toBeTruthy();
  });

  it('speaks Italian in Italian', () => {
    renderScreen('/privacy', <PrivacyPage />, { language: 'it' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Informativa sulla protezione dei dati');
    expect(main.getByText(/^Ultimo aggiornamento/).textContent).toBe('Ultimo aggiornamento: giugno 2025');
    expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });
});
