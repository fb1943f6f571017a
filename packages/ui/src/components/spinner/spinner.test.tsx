import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Spinner } from './spinner.js';

describe('Spinner', () => {
  it('with a label is a polite status that announces it', async () => {
    const { container } = render(<Spinner label="Loading your account…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your account…');
    await expectNoAxeViolations(container);
  });

  it('can show its label', () => {
    render(<Spinner label="Loading" showLabel />);
    expect(screen.getByText('Loading').tagName).toBe('SPAN');
  });

  it('without a label is pure decoration', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
