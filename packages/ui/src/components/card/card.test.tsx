import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Card } from './card.js';

describe('Card', () => {
  it('can be a labelled section', async () => {
    const { container } = render(
      <Card as="section" aria-labelledby="t">
        <h2 id="t">Your subscription</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Your subscription' }).tagName).toBe('SECTION');
    await expectNoAxeViolations(container);
  });

  it('gives tones their own class', () => {
    render(
      <>
        <Card data-testid="a" />
        <Card data-testid="b" tone="brand" />
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
  });
});
