import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { PhoneReveal } from './phone-reveal.js';

describe('PhoneReveal', () => {
  it('hides the number behind a button, then shows it as a focused tel: link', async () => {
    const onReveal = vi.fn();
    const { container } = render(
      <PhoneReveal revealLabel="Show phone number" phoneNumber="+41 21 555 01 23" onReveal={onReveal} />,
    );
    expect(screen.queryByText('+41 21 555 01 23')).toBeNull();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    const link = screen.getByRole('link', { name: '+41 21 555 01 23' });
    expect(link.getAttribute('href')).toBe('tel:+41215550123');
    expect(document.activeElement).toBe(link);
    expect(onReveal).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('works from the keyboard', async () => {
    render(
      <PhoneReveal revealLabel="Show phone number" phoneNumber="021 555 01 23" href="tel:+41215550123" />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.getAttribute('href')).toBe('tel:+41215550123');
  });

  it('does not take focus when shown from the start', () => {
    render(<PhoneReveal revealLabel="Show phone number" phoneNumber="+41 21 555 01 23" revealed />);
    expect(screen.getByRole('link')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});
