import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { StatusBadge } from './status-badge.js';

describe('StatusBadge', () => {
  it('says its status in words, with a decorative icon', async () => {
    const { container } = render(<StatusBadge status="active">Active</StatusBadge>);
    const badge = screen.getByText('Active');
    expect(badge.textContent).toBe('Active');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('shows the pending label in the error colour for any other status (docs/licences.md#licence-statuses)', () => {
    render(
      <>
        <StatusBadge status="pending">Pending</StatusBadge>
        <StatusBadge status="error">Pending</StatusBadge>
      </>,
    );
    const [pending, other] = screen.getAllByText('Pending');
    expect(pending?.className).not.toBe(other?.className);
  });
});
