import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Inline } from './inline.js';

describe('Inline', () => {
  it('collapses to a column below a breakpoint with its own classes', async () => {
    const { container } = render(
      <>
        <Inline gap="small" data-testid="row">
          <span>a</span>
        </Inline>
        <Inline gap="small" collapseBelow="tablet" data-testid="collapsing">
          <span>b</span>
        </Inline>
      </>,
    );
    expect(screen.getByTestId('row').className).not.toBe(screen.getByTestId('collapsing').className);
    await expectNoAxeViolations(container);
  });

  it('renders a list when asked', () => {
    render(
      <Inline as="ul" gap="small" aria-label="Badges">
        <li>One</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Badges' }).tagName).toBe('UL');
  });
});
