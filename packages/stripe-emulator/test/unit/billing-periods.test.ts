import { describe, expect, it } from 'vitest';
import { addIntervals, formatAmount, nextPeriodEnd } from '../../src/billing-periods.js';
import { luhnValid, TEST_CARDS, testCardForPaymentMethodId } from '../../src/test-cards.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('billing periods', () => {
  it('adds calendar months, keeping the anchor day and clamping to the month end', () => {
    const anchor = at('2026-01-31T10:00:00Z');
    expect(iso(addIntervals(anchor, 'month', 1, 1))).toBe('2026-02-28T10:00:00.000Z');
    expect(iso(addIntervals(anchor, 'month', 1, 2))).toBe('2026-03-31T10:00:00.000Z');
    expect(iso(nextPeriodEnd(anchor, 'month', 1, at('2026-02-28T10:00:00Z')))).toBe(
      '2026-03-31T10:00:00.000Z',
    );
  });

  it('adds years (29 February renews on 28 February)', () => {
    expect(iso(addIntervals(at('2028-02-29T00:00:00Z'), 'year', 1, 1))).toBe('2029-02-28T00:00:00.000Z');
  });

  it('formats amounts in CHF with two decimals', () => {
    expect(formatAmount(5345, 'chf')).toBe('CHF 53.45');
    expect(formatAmount(-2128, 'chf')).toBe('-CHF 21.28');
  });
});

describe('test cards', () => {
  it('are valid card numbers, each with its test PaymentMethod id', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number), card.number).toBe(true);
      if (card.alias) expect(testCardForPaymentMethodId(`pm_card_${card.alias}`)).toBe(card);
    }
  });

  it('include the ones the product documents', () => {
    const outcomes = Object.fromEntries(TEST_CARDS.map((card) => [card.number, card.outcome]));
    expect(outcomes['4242424242424242']).toEqual({ kind: 'succeed' });
    expect(outcomes['4000002500003155']).toMatchObject({ kind: 'authenticate' });
    expect(outcomes['4000000000009995']).toMatchObject({
      kind: 'decline',
      declineCode: 'insufficient_funds',
    });
    expect(outcomes['4000000000000002']).toMatchObject({ kind: 'decline', declineCode: 'generic_decline' });
  });
});
