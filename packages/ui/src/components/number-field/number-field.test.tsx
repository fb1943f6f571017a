import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { NumberField } from './number-field.js';

function Harness({
  initial = 2,
  min = 2,
  max,
  onValueChange = () => {},
  commitWhileTyping,
}: {
  initial?: number;
  min?: number;
  max?: number;
  onValueChange?: (value: number) => void;
  commitWhileTyping?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <NumberField
      label="Users"
      value={value}
      min={min}
      max={max}
      commitWhileTyping={commitWhileTyping}
      decrementLabel="Fewer users"
      incrementLabel="More users"
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const input = () => screen.getByRole('spinbutton', { name: 'Users' }) as HTMLInputElement;

describe('NumberField', () => {
  it('is a spinbutton with its bounds', async () => {
    const { container } = render(<Harness initial={3} max={50} />);
    expect(input().getAttribute('aria-valuenow')).toBe('3');
    expect(input().getAttribute('aria-valuemin')).toBe('2');
    expect(input().getAttribute('aria-valuemax')).toBe('50');
    await expectNoAxeViolations(container);
  });

  it('turns non-numeric input into the minimum on blur (docs/subscriptions-and-money.md#seat-minimum)', async () => {
    const onValueChange = vi.fn();
    render(<Harness initial={5} onValueChange={onValueChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'abc');
    expect(input().value).toBe('abc');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onValueChange).toHaveBeenCalledWith(2);
    expect(input().value).toBe('2');
  });

  it('with commitWhileTyping, follows each whole number in bounds as it is typed (docs/licences.md#one-tap)', async () => {
    const onValueChange = vi.fn();
    render(<Harness initial={2} max={50} onValueChange={onValueChange} commitWhileTyping />);
    await userEvent.clear(input());
    await userEvent.type(input(), '12');
    // "1" is below the minimum of 2: it waits; "12" is a valid count at once, before any blur.
    expect(onValueChange.mock.calls).toEqual([[12]]);
    expect(input().getAttribute('aria-valuenow')).toBe('12');
    await userEvent.type(input(), '0');
    // 120 is above the maximum: it waits for blur, which clamps it.
    expect(onValueChange.mock.calls).toEqual([[12]]);
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith(50);
  });

  it('clamps to the minimum and truncates on Enter', async () => {
    const onValueChange = vi.fn();
    render(<Harness initial={5} onValueChange={onValueChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '1{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.clear(input());
    await userEvent.type(input(), '7.9{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith(7);
  });

  it('shows the minimum again when cleared and left at the minimum, without a callback', async () => {
    const onValueChange = vi.fn();
    render(<Harness initial={2} onValueChange={onValueChange} />);
    await userEvent.clear(input());
    await userEvent.tab();
    expect(input().value).toBe('2');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('steps with the arrow keys, Page keys, Home and End, within the bounds', async () => {
    const onValueChange = vi.fn();
    render(<Harness initial={3} max={20} onValueChange={onValueChange} />);
    await userEvent.click(input());
    await userEvent.keyboard('{ArrowUp}');
    expect(input().value).toBe('4');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input().value).toBe('2');
    await userEvent.keyboard('{PageUp}');
    expect(input().value).toBe('12');
    await userEvent.keyboard('{PageUp}');
    expect(input().value).toBe('20');
    await userEvent.keyboard('{Home}');
    expect(input().value).toBe('2');
    await userEvent.keyboard('{End}');
    expect(input().value).toBe('20');
    expect(onValueChange).toHaveBeenLastCalledWith(20);
  });

  it('has steppers out of the tab order, disabled at the bounds', async () => {
    render(<Harness initial={2} max={3} />);
    const fewer = screen.getByRole('button', { name: 'Fewer users' });
    const more = screen.getByRole('button', { name: 'More users' });
    expect(fewer.getAttribute('tabindex')).toBe('-1');
    expect((fewer as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(more);
    expect(input().value).toBe('3');
    expect((more as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks an error', async () => {
    const { container } = render(
      <NumberField
        label="Users"
        value={2}
        min={2}
        error="At least 2 users."
        decrementLabel="Fewer users"
        incrementLabel="More users"
        onValueChange={() => {}}
      />,
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });
});
