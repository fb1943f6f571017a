import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Footer, FooterLink } from './footer.js';

describe('Footer', () => {
  it('is a contentinfo landmark with a named list of links and the company line', async () => {
    const { container } = render(
      <Footer
        navigationLabel="Company and legal"
        links={[
          <FooterLink key="about">
            <a href="/about">About</a>
          </FooterLink>,
          <FooterLink key="terms">
            <a href="/terms">Terms</a>
          </FooterLink>,
          <FooterLink key="privacy">
            <a href="/privacy">Privacy</a>
          </FooterLink>,
          <FooterLink key="contact">
            <a href="/contact">Contact</a>
          </FooterLink>,
        ]}
        companyLine="Dictation Medical SA, Lausanne"
        meta="Support every day, 8 AM to 7 PM"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    const navigation = within(footer).getByRole('navigation', { name: 'Company and legal' });
    expect(within(navigation).getAllByRole('listitem')).toHaveLength(4);
    expect(within(navigation).getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(footer.textContent).toContain('Dictation Medical SA, Lausanne');
    await expectNoAxeViolations(container);
  });
});
