import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { FormField } from './form-field.js';

describe('FormField', () => {
  it('ties label, hint and error to the control it renders', async () => {
    const { container } = render(
      <FormField label="Postal code" hint="4 digits" error="All fields are required." required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '4 digits',
      'All fields are required.',
    ]);
    await expectNoAxeViolations(container);
  });

  it('leaves a valid field unmarked and keeps the caller id', () => {
    render(
      <FormField label="City" id="city">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.id).toBe('city');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('names a non-labelable control through aria-labelledby', async () => {
    const { container } = render(
      <FormField label="Card details">
        {(control) => <fieldset aria-labelledby={control['aria-labelledby']} />}
      </FormField>,
    );
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
