import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { SegmentedControl } from './segmented-control.js';

type Frequency = 'annual' | 'monthly';

function Harness({ onValueChange }: { onValueChange: (value: Frequency) => void }) {
  const [value, setValue] = useState<Frequency>('annual');
  return (
    <SegmentedControl<Frequency>
      label="Billing frequency"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
      options={[
        { value: 'annual', label: 'Annual', badge: 'One month free' },
        { value: 'monthly', label: 'Monthly' },
      ]}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group with the chosen option checked', async () => {
    const { container } = render(<Harness onValueChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Billing frequency' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Annual/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /One month free/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('selects by click and reports a typed value', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(onValueChange).toHaveBeenCalledWith('monthly');
    expect(screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
  });

  it('is entered with Tab at the checked option only', async () => {
    render(<Harness onValueChange={vi.fn()} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Annual/ }));
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('selects the option an arrow key moves to, even when the key is up before the focus moves', async () => {
    // A busy phone: Radix moves the focus on a timer after the key goes down, and selects only
    // when the key is still down then; the key's release can be handled before that timer.
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    const annual = screen.getByRole('radio', { name: /Annual/ });
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    annual.focus();
    fireEvent.keyDown(annual, { key: 'ArrowRight' });
    fireEvent.keyUp(annual, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(monthly));
    expect(onValueChange).toHaveBeenCalledWith('monthly');
    expect(monthly.getAttribute('aria-checked')).toBe('true');
    // A key held down as usual selects once, not once for Radix and once for us.
    onValueChange.mockClear();
    fireEvent.keyDown(monthly, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(annual));
    fireEvent.keyUp(annual, { key: 'ArrowLeft' });
    expect(onValueChange.mock.calls).toEqual([['annual']]);
  });

  it('does not select an option that only took the focus from the mouse or from Tab', async () => {
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    screen.getByRole('radio', { name: 'Monthly' }).focus();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('does not select a disabled option', async () => {
    const onValueChange = vi.fn();
    render(
      <SegmentedControl
        label="Payment method"
        value="card"
        onValueChange={onValueChange}
        options={[
          { value: 'card', label: 'Credit card' },
          { value: 'invoice', label: 'On invoice', description: 'Not available online', disabled: true },
        ]}
      />,
    );
    const invoice = screen.getByRole('radio', { name: /On invoice/ }) as HTMLButtonElement;
    expect(invoice.disabled).toBe(true);
    await userEvent.click(invoice);
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
