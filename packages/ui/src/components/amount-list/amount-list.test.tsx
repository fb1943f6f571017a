import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe.js';
import { AmountList } from './amount-list.js';

const lines = [
  { term: 'Subtotal', value: 'CHF 546.02' },
  { term: 'VAT 7.7 %', value: 'CHF 41.98' },
];

describe('AmountList', () => {
  it('pairs each term with its amount in a description list, the total last', async () => {
    const { container } = render(
      <AmountList lines={lines} total={{ term: 'Due today', value: 'CHF 588.00' }} ruled />,
    );
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    expect(
      Array.from(container.querySelectorAll('dt'), (term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    ).toEqual([
      ['Subtotal', 'CHF 546.02'],
      ['VAT 7.7 %', 'CHF 41.98'],
      ['Due today', 'CHF 588.00'],
    ]);
    expect(screen.getByText('CHF 588.00').tagName).toBe('DD');
    await expectNoAxeViolations(container);
  });

  it('has no total unless one is given', () => {
    const { container } = render(<AmountList lines={lines} />);
    expect(container.querySelectorAll('dt')).toHaveLength(2);
  });
});
