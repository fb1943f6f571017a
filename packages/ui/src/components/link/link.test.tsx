import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Link } from './link.js';

describe('Link', () => {
  it('is an anchor with the given href', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/faq">FAQ</Link>.
      </p>,
    );
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    await expectNoAxeViolations(container);
  });

  it('styles a router link passed as its child', () => {
    render(
      <Link asChild tone="inverse">
        <a href="/privacy" data-router="yes">
          Privacy
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Privacy' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.className).not.toBe('');
  });
});
