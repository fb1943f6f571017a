import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { SkipLink } from './skip-link.js';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and points at the main content', async () => {
    const { container } = render(
      <>
        <SkipLink targetId="main">Skip to main content</SkipLink>
        <a href="/">Home</a>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#main');
    await expectNoAxeViolations(container);
  });
});
