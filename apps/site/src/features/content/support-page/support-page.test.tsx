import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { SupportPage } from './support-page.js';

describe('the support page', () => {
  it('links the English manual, the FAQ and the support address, with the hours', async () => {
    const { router } = renderScreen('/support', <SupportPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Support');
    const manual = main.getByRole('link', { name: 'Download the user manual (PDF)' });
    expect(manual.getAttribute('href')).toBe('/manuals/manual-en.pdf');
    expect(manual.getAttribute('hreflang')).toBe('en');
    expect(main.getByRole('link', { name: 'support@dictation-health.ch' }).getAttribute('href')).toBe(
      'mailto:support@dictation-health.ch',
    );
    expect(main.getByText(/^Every day/).textContent).toBe('Every day, 8:00 to 19:00');
    await userEvent.click(main.getByRole('link', { name: 'Browse the FAQ' }));
    expect(router.state.location.pathname).toBe('/faq');
  });

  it.each([
    ['fr', "Télécharger le manuel d'utilisation (PDF)", '/manuals/manual-fr.pdf'],
    ['de', 'Benutzerhandbuch herunterladen (PDF)', '/manuals/manual-de.pdf'],
    ['it', "Scaricare il manuale d'uso (PDF)", '/manuals/manual-it.pdf'],
  ] as const)('in %s, links the manual in that language', (language, name, href) => {
    renderScreen('/support', <SupportPage />, { language });
    expect(within(screen.getByRole('main')).getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  it('shows the phone number only once the button is pressed', async () => {
    renderScreen('/support', <SupportPage />);
    const main = within(screen.getByRole('main'));
    expect(main.queryByText('+41 21 555 01 23')).toBeNull();
    expect(document.body.innerHTML).not.toContain('555 01 23');
    await userEvent.click(main.getByRole('button', { name: 'Show phone number' }));
    const phone = main.getByRole('link', { name: '+41 21 555 01 23' });
    expect(phone.getAttribute('href')).toBe('tel:+41215550123');
    expect(document.activeElement).toBe(phone);
    expect(main.queryByRole('button', { name: 'Show phone number' })).toBeNull();
  });
});
