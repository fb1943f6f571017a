import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { TextField } from './text-field.js';

describe('TextField', () => {
  it('is a labelled input that reports typing', async () => {
    const onChange = vi.fn();
    const { container } = render(<TextField label="E-mail" type="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('type')).toBe('email');
    await userEvent.type(input, 'a@b.ch');
    expect(onChange).toHaveBeenCalledTimes(6);
    await expectNoAxeViolations(container);
  });

  it('links its error with aria-describedby and sets aria-invalid', async () => {
    const { container } = render(
      <TextField
        label="E-mail"
        hint="Your sign-in address"
        error="Please enter your email address"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Your sign-in address',
      'Please enter your email address',
    ]);
    await expectNoAxeViolations(container);
  });

  it('keeps a caller description after its own', () => {
    render(
      <>
        <p id="note">Note</p>
        <TextField label="Name" aria-describedby="note" hint="Hint" />
      </>,
    );
    const ids = screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-describedby') ?? '';
    expect(ids.endsWith('note')).toBe(true);
  });
});
