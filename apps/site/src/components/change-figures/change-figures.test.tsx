import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeFigures, type ChangeFiguresWords } from './change-figures.js';

const words: ChangeFiguresWords = {
  dueToday: 'Due today',
  vat: 'Of which VAT 8.1%',
  nextCharge: 'Next charge',
  nextChargeValue: (amount, date) => `${amount} on ${new Date(date).toISOString().slice(0, 10)}`,
  effect: (effective, date) => `${effective} ${new Date(date).toISOString().slice(0, 10)}`,
  loading: 'Calculating',
};

const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ChangeFigures', () => {
  it('shows Stripe’s figures exactly, in cents as CHF, and when the change applies', () => {
    render(
      <ChangeFigures
        preview={{
          amountDueNow: 93_600,
          vatDueNow: 6_693,
          vatRatePercent: 8.1,
          nextChargeAmount: 140_400,
          nextChargeDate: '2027-03-12T00:00:00.000Z',
          effective: 'now',
        }}
        loading={false}
        language="en"
        words={words}
      />,
    );
    expect(value('Due today')).toBe('CHF\u00a0936.00');
    expect(value('Of which VAT 8.1%')).toBe('CHF\u00a066.93');
    expect(value('Next charge')).toBe("CHF\u00a01'404.00 on 2027-03-12");
    expect(screen.getByText('now 2027-03-12')).toBeTruthy();
  });

  it('says it is calculating while the figures are read, and shows nothing without any', () => {
    const { rerender, container } = render(
      <ChangeFigures preview={null} loading language="en" words={words} />,
    );
    expect(screen.getByText('Calculating')).toBeTruthy();
    rerender(<ChangeFigures preview={null} loading={false} language="en" words={words} />);
    expect(container.textContent).toBe('');
  });
});
