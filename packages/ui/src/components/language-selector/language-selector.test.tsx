import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { LanguageSelector } from './language-selector.js';

const options = [
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'it', label: 'Italiano' },
  { value: 'en', label: 'English' },
] as const;

describe('LanguageSelector', () => {
  it('is a named select of the four languages, each marked with its language', async () => {
    const { container } = render(
      <LanguageSelector label="Language" value="en" onChange={vi.fn()} options={options} />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('en');
    expect([...select.options].map((option) => option.lang)).toEqual(['fr', 'de', 'it', 'en']);
    await expectNoAxeViolations(container);
  });

  it('reports the chosen language', async () => {
    const onChange = vi.fn();
    render(<LanguageSelector label="Language" value="en" onChange={onChange} options={options} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'it');
    expect(onChange).toHaveBeenCalledWith('it');
  });

  it('can show its label', () => {
    render(<LanguageSelector label="Sprache" value="de" onChange={vi.fn()} options={options} showLabel />);
    expect(screen.getByText('Sprache').tagName).toBe('LABEL');
  });
});
