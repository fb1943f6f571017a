import { describe, expect, it } from 'vitest';
import { DEFAULT_CREDIT_LIMIT_CENTS, firstInvoiceCents, servedOnCredit } from './credit.js';

const limitCents = DEFAULT_CREDIT_LIMIT_CENTS;

describe('servedOnCredit (docs/subscriptions-and-money.md#credit-limit)', () => {
  it.each([
    // order, paid before, served: the first invoice against CHF 5,000 VAT included.
    [{ plan: 'premium', frequency: 'annual', userCount: 1 }, false, true], // 588.00
    [{ plan: 'enterprise', frequency: 'annual', userCount: 10 }, false, true], // 4,680.00
    [{ plan: 'enterprise', frequency: 'annual', userCount: 11 }, false, false], // 5,148.00
    [{ plan: 'enterprise', frequency: 'monthly', userCount: 117 }, false, true], // 4,978.35
    [{ plan: 'enterprise', frequency: 'monthly', userCount: 118 }, false, false], // 5,020.90
    [{ plan: 'enterprise', frequency: 'monthly', userCount: 1000 }, false, false], // 42,550.00
    [{ plan: 'enterprise', frequency: 'monthly', userCount: 1000 }, true, true], // paid before
  ] as const)('%o, paid an invoice before: %s, is served: %s', (order, hasPaidInvoice, served) => {
    expect(servedOnCredit({ order, hasPaidInvoice, limitCents })).toBe(served);
  });

  it('serves an order whose first invoice is exactly the limit, not a cent more', () => {
    const order = { plan: 'enterprise', frequency: 'annual', userCount: 3 } as const;
    const amount = firstInvoiceCents(order);
    expect(amount).toBe(140_400);
    expect(servedOnCredit({ order, hasPaidInvoice: false, limitCents: amount })).toBe(true);
    expect(servedOnCredit({ order, hasPaidInvoice: false, limitCents: amount - 1 })).toBe(false);
  });

  it('with a limit of 0, serves no first order before it is paid', () => {
    const order = { plan: 'premium', frequency: 'monthly', userCount: 1 } as const;
    expect(servedOnCredit({ order, hasPaidInvoice: false, limitCents: 0 })).toBe(false);
  });
});
