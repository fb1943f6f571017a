import { BRAND_MARK_PATH } from '@app/brand';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Logo } from './logo.js';

describe('Logo', () => {
  it('puts the mark and the name inside the link it is given, named by the name alone', async () => {
    const { container } = render(
      <Logo name="Dictation Health">
        {/* biome-ignore lint/a11y/useAnchorContent: Logo puts its mark and name inside the link. */}
        <a href="/" />
      </Logo>,
    );
    const link = screen.getByRole('link', { name: 'Dictation Health' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.querySelector('path')?.getAttribute('d')).toBe(BRAND_MARK_PATH);
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('is plain text without a link', () => {
    render(<Logo name="Dictation Health" tone="inverse" size="small" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Dictation Health').tagName).toBe('SPAN');
  });
});
