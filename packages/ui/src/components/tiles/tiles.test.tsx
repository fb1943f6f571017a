import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Tiles } from './tiles.js';

describe('Tiles', () => {
  it('adds a column class per breakpoint given', async () => {
    const { container } = render(
      <>
        <Tiles columns={3} gap="small" data-testid="fixed">
          <div>a</div>
        </Tiles>
        <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="small" as="ul" aria-label="Plans">
          <li>b</li>
        </Tiles>
      </>,
    );
    const responsive = screen.getByRole('list', { name: 'Plans' });
    expect(responsive.className.split(' ').length).toBeGreaterThan(
      screen.getByTestId('fixed').className.split(' ').length,
    );
    await expectNoAxeViolations(container);
  });
});
