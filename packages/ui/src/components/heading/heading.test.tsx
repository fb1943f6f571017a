import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Heading } from './heading.js';

describe('Heading', () => {
  it('renders the level it is given, whatever its visual size', async () => {
    const { container } = render(
      <>
        <Heading level={1} size="display">
          Medical dictation
        </Heading>
        <Heading level={2} size="3">
          Premium
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Medical dictation' })).toBeTruthy();
    const premium = screen.getByRole('heading', { level: 2, name: 'Premium' });
    expect(premium.tagName).toBe('H2');
    expect(premium.className).not.toBe(screen.getByRole('heading', { level: 1 }).className);
    await expectNoAxeViolations(container);
  });

  it('passes other attributes through (an id for aria-labelledby)', () => {
    render(
      <Heading level={3} id="plan-title">
        Enterprise
      </Heading>,
    );
    expect(screen.getByRole('heading', { name: 'Enterprise' }).id).toBe('plan-title');
  });
});
