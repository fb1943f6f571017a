import { PRODUCT_NAME } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.js';
import { ContactPage } from './contact-page.js';

describe('the contact page', () => {
  it('gives the support e-mail, the hours and the company address in Switzerland', () => {
    renderScreen('/contact', <ContactPage />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Contact us');
    const support = within(main.getByRole('region', { name: 'Technical support' }));
    expect(support.getByRole('link', { name: 'support@dictation-health.ch' }).getAttribute('href')).toBe(
      'mailto:support@dictation-health.ch',
    );
    expect(support.getByText('Every day, 8:00 to 19:00')).toBeTruthy();
    const company = within(main.getByRole('region', { name: 'Company' }));
    expect(
      Array.from(company.getByText('Dictation Health SA').closest('address')?.children ?? []).map(
        (line) => line.textContent,
      ),
    ).toEqual(['Dictation Health SA', 'Avenue de la Gare 12', '1003 Lausanne', 'Switzerland']);
    expect(document.title).toBe(`Contact us · ${PRODUCT_NAME}`);
  });

  it('shows the phone number only once the button is pressed', async () => {
    renderScreen('/contact', <ContactPage />);
    const main = within(screen.getByRole('main'));
    expect(document.body.innerHTML).not.toContain('555 01 23');
    await userEvent.click(main.getByRole('button', { name: 'Show phone number' }));
    expect(main.getByRole('link', { name: '+41 21 555 01 23' }).getAttribute('href')).toBe(
      'tel:+41215550123',
    );
  });

  it('speaks German in German', async () => {
    renderScreen('/contact', <ContactPage />, { language: 'de' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe('Kontakt');
    expect(main.getByText('Schweiz')).toBeTruthy();
    expect(main.getByText('Täglich von 8:00 bis 19:00')).toBeTruthy();
    await userEvent.click(main.getByRole('button', { name: 'Telefonnummer anzeigen' }));
    expect(main.getByRole('link', { name: '+41 21 555 01 23' })).toBeTruthy();
  });
});
