import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Container } from './container.js';

describe('Container', () => {
  it('is a div by default and a labelled section with `as`', async () => {
    const { container } = render(
      <>
        <Container data-testid="plain">Text</Container>
        <Container as="section" width="form" aria-label="Sign in">
          Form
        </Container>
      </>,
    );
    expect(screen.getByTestId('plain').tagName).toBe('DIV');
    expect(screen.getByRole('region', { name: 'Sign in' }).tagName).toBe('SECTION');
    await expectNoAxeViolations(container);
  });

  it('gives each width its own class', () => {
    render(
      <>
        <Container width="text" data-testid="text" />
        <Container width="page" data-testid="page" />
      </>,
    );
    expect(screen.getByTestId('text').className).not.toBe(screen.getByTestId('page').className);
  });
});
