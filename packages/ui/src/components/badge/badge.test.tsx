import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Badge } from './badge.js';

describe('Badge', () => {
  it('is a short text with a class per tone', async () => {
    const { container } = render(
      <>
        <Badge tone="brand">Most popular</Badge>
        <Badge tone="success">One month free</Badge>
      </>,
    );
    expect(screen.getByText('Most popular').className).not.toBe(screen.getByText('One month free').className);
    await expectNoAxeViolations(container);
  });
});
