import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  CURRENCY_DECIMALS,
  FREE_TRIAL_DAYS,
  FREQUENCIES,
  isFrequency,
  isPaidPlan,
  isPlan,
  LICENSE_ADJUSTMENT_MINIMUM_USERS,
  MAXIMUM_USERS,
  MINIMUM_USERS,
  monthlyEquivalentCents,
  PAID_PLANS,
  PLANS,
  PRICED_PER_USER,
  TRANSLATION_LANGUAGE_COUNT,
  unitPriceCents,
} from './catalogue.js';

describe('the constants of docs/limits.md#constants', () => {
  it('are CHF with two decimals (the VAT rate by date is in vat.ts)', () => {
    expect(CURRENCY).toBe('CHF');
    expect(CURRENCY_DECIMALS).toBe(2);
  });

  it('offer a 15-day free trial and translation into 35 languages', () => {
    expect(FREE_TRIAL_DAYS).toBe(15);
    expect(TRANSLATION_LANGUAGE_COUNT).toBe(35);
  });

  it('set the minimum users: Premium 1, Enterprise 2, licence adjustment 2; the ceiling is 1000', () => {
    expect(MINIMUM_USERS).toEqual({ premium: 1, enterprise: 2 });
    expect(LICENSE_ADJUSTMENT_MINIMUM_USERS).toBe(2);
    expect(MAXIMUM_USERS).toBe(1000);
  });

  it('list the three plans, the two paid ones and the two frequencies, frozen', () => {
    expect(PLANS).toEqual(['free', 'premium', 'enterprise']);
    expect(PAID_PLANS).toEqual(['premium', 'enterprise']);
    expect(FREQUENCIES).toEqual(['monthly', 'annual']);
    expect(Object.isFrozen(PLANS) && Object.isFrozen(PAID_PLANS) && Object.isFrozen(FREQUENCIES)).toBe(true);
    expect(Object.isFrozen(MINIMUM_USERS)).toBe(true);
  });

  it('price Premium for one user and Enterprise per user (docs/subscriptions-and-money.md#plans)', () => {
    expect(PRICED_PER_USER).toEqual({ premium: false, enterprise: true });
  });
});

describe('unitPriceCents', () => {
  it('charges the payment-page prices per user and billing period', () => {
    expect(unitPriceCents('premium', 'monthly')).toBe(5345); // 53.45 a month
    expect(unitPriceCents('premium', 'annual')).toBe(58800); // 588 a year
    expect(unitPriceCents('enterprise', 'monthly')).toBe(4255); // 42.55 a month
    expect(unitPriceCents('enterprise', 'annual')).toBe(46800); // 468 a year
  });

  it('gives one month free a year: the monthly price is the annual price over eleven months', () => {
    for (const plan of PAID_PLANS) {
      const annual = unitPriceCents(plan, 'annual');
      expect(unitPriceCents(plan, 'monthly')).toBe(Math.round(annual / 11));
    }
  });

  it('refuses a plan or frequency that has no price, rather than pricing at NaN', () => {
    expect(() => unitPriceCents('free' as never, 'monthly')).toThrow(RangeError);
    expect(() => unitPriceCents('premium', 'weekly' as never)).toThrow(RangeError);
    expect(() => unitPriceCents('toString' as never, 'monthly')).toThrow(RangeError);
  });
});

describe('monthlyEquivalentCents', () => {
  it('shows annual billing as 49 and 39 a month, monthly billing as the monthly price', () => {
    expect(monthlyEquivalentCents('premium', 'annual')).toBe(4900);
    expect(monthlyEquivalentCents('enterprise', 'annual')).toBe(3900);
    expect(monthlyEquivalentCents('premium', 'monthly')).toBe(5345);
    expect(monthlyEquivalentCents('enterprise', 'monthly')).toBe(4255);
  });

  it('is always a whole number of cents', () => {
    for (const plan of PAID_PLANS) {
      for (const frequency of FREQUENCIES) {
        expect(Number.isInteger(monthlyEquivalentCents(plan, frequency))).toBe(true);
      }
    }
  });
});

describe('type guards', () => {
  it('recognise exactly the catalogue values', () => {
    expect(PLANS.every(isPlan)).toBe(true);
    expect(PAID_PLANS.every(isPaidPlan)).toBe(true);
    expect(FREQUENCIES.every(isFrequency)).toBe(true);
    expect(isPaidPlan('free')).toBe(false);
    expect(isPlan('Premium')).toBe(false);
    expect(isFrequency('yearly')).toBe(false);
    expect(isPlan(null)).toBe(false);
    expect(isFrequency(12)).toBe(false);
  });
});
