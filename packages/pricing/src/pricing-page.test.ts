import { describe, expect, it } from 'vitest';
import { PRICING_PAGE } from './pricing-page.js';
import { quote } from './quote.js';

describe('PRICING_PAGE (the /license cards, docs/subscriptions-and-money.md#pricing-page)', () => {
  it('offers Free as a 15-day trial', () => {
    expect(PRICING_PAGE.free).toEqual({ plan: 'free', trialDays: 15 });
  });

  it('advertises Premium at 49 a month billed annually, for one user', () => {
    expect(PRICING_PAGE.premium).toEqual({
      plan: 'premium',
      frequency: 'annual',
      pricePerMonthCents: 4900,
      pricedPerUser: false,
      minimumUsers: 1,
    });
  });

  it('advertises Enterprise at 39 a month per user billed annually, minimum 2 users', () => {
    expect(PRICING_PAGE.enterprise).toEqual({
      plan: 'enterprise',
      frequency: 'annual',
      pricePerMonthCents: 3900,
      pricedPerUser: true,
      minimumUsers: 2,
    });
  });

  it('advertises what the payment page then charges for the smallest order', () => {
    for (const card of [PRICING_PAGE.premium, PRICING_PAGE.enterprise]) {
      const charged = quote({ plan: card.plan, frequency: card.frequency, userCount: card.minimumUsers });
      expect(charged.totalCents).toBe(12 * card.pricePerMonthCents * card.minimumUsers);
    }
  });

  it('cannot be altered at run time', () => {
    expect(Object.isFrozen(PRICING_PAGE)).toBe(true);
    expect(Object.isFrozen(PRICING_PAGE.enterprise)).toBe(true);
    expect(Object.isFrozen(PRICING_PAGE.free)).toBe(true);
  });
});
