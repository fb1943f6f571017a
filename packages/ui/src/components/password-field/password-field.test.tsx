import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { PasswordField } from './password-field.js';

const renderField = (props: Partial<Parameters<typeof PasswordField>[0]> = {}) =>
  render(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" {...props} />);

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const { container } = renderField({ defaultValue: 'secret' });
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hide password' }));
    await userEvent.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('password');
    await expectNoAxeViolations(container);
  });

  it('is reached by Tab, then its toggle', async () => {
    renderField();
    await userEvent.tab();
    expect(document.activeElement?.tagName).toBe('INPUT');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));
  });

  it('marks an error and suggests a new password on sign-up', async () => {
    const { container } = renderField({ error: 'Passwords do not match.', autoComplete: 'new-password' });
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    const errorId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Passwords do not match.');
    await expectNoAxeViolations(container);
  });
});
