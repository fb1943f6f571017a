import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Stack } from './stack.js';

describe('Stack', () => {
  it('renders the element asked for, with responsive gap classes', async () => {
    const { container } = render(
      <Stack as="ul" gap={{ mobile: 'small', tablet: 'large' }} aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('UL');
    // One class per breakpoint for the gap, plus the layout classes.
    expect(list.className.split(' ').length).toBeGreaterThan(4);
    await expectNoAxeViolations(container);
  });

  it('forwards a ref', () => {
    let element: HTMLDivElement | null = null;
    render(
      <Stack
        gap="small"
        ref={(node) => {
          element = node;
        }}
      >
        x
      </Stack>,
    );
    expect(element).not.toBeNull();
  });
});
