import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { Chip, type ChipState } from './chip.js';

const renderChip = (state: ChipState, onCopy = vi.fn()) =>
  render(
    <Chip
      state={state}
      label="Copy all e-mails"
      copiedLabel="E-mails copied"
      failedLabel="Copy failed"
      onCopy={onCopy}
    />,
  );

describe('Chip', () => {
  it('calls onCopy when pressed, by mouse or keyboard, and keeps no state of its own', async () => {
    const onCopy = vi.fn();
    const { container } = renderChip('idle', onCopy);
    const chip = screen.getByRole('button', { name: 'Copy all e-mails' });
    await userEvent.click(chip);
    await userEvent.keyboard('{Enter}');
    expect(onCopy).toHaveBeenCalledTimes(2);
    // Still idle: the caller owns the state and its 2-second timing.
    expect(chip.getAttribute('data-state')).toBe('idle');
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);
  });

  it('announces the confirmation and names itself by it', async () => {
    const { container } = renderChip('copied');
    expect(screen.getByRole('button', { name: 'E-mails copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('E-mails copied');
    await expectNoAxeViolations(container);
  });

  it('announces a failure', () => {
    renderChip('failed');
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copy failed');
  });
});
