import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREQUENCIES,
  type Frequency,
  LICENSE_ADJUSTMENT_MINIMUM_USERS,
  MAXIMUM_USERS,
  MINIMUM_USERS,
  PAID_PLANS,
  type PaidPlan,
} from './catalogue.js';
import { licenseAdjustmentQuote, quote } from './quote.js';

const plans = fc.constantFrom<PaidPlan>(...PAID_PLANS);
const frequencies = fc.constantFrom<Frequency>(...FREQUENCIES);

describe('quote (the payment page)', () => {
  it('prices one Premium user: 53.45 a month or 588 a year, 8.1 % VAT included today', () => {
    expect(quote({ plan: 'premium', frequency: 'monthly', userCount: 1 })).toEqual({
      plan: 'premium',
      frequency: 'monthly',
      userCount: 1,
      unitCents: 5345,
      totalCents: 5345,
      subtotalCents: 4944,
      vatCents: 401,
      vatRatePercent: 8.1,
    });
    expect(quote({ plan: 'premium', frequency: 'annual', userCount: '1' })).toMatchObject({
      unitCents: 58800,
      totalCents: 58800,
      subtotalCents: 54394,
      vatCents: 4406,
      vatRatePercent: 8.1,
    });
  });

  it('prices Enterprise per user: two users at 42.55 a month or 468 a year', () => {
    expect(quote({ plan: 'enterprise', frequency: 'monthly', userCount: 2 })).toMatchObject({
      userCount: 2,
      unitCents: 4255,
      totalCents: 8510,
      subtotalCents: 7872,
      vatCents: 638,
      vatRatePercent: 8.1,
    });
    expect(quote({ plan: 'enterprise', frequency: 'annual', userCount: 2 })).toMatchObject({
      userCount: 2,
      unitCents: 46800,
      totalCents: 93600,
      subtotalCents: 86586,
      vatCents: 7014,
      vatRatePercent: 8.1,
    });
  });

  it('splits the VAT at the rate in force on the day it quotes for (docs/subscriptions-and-money.md#vat)', () => {
    const order = { plan: 'premium', frequency: 'monthly', userCount: 1 } as const;
    expect(quote({ ...order, on: new Date('2023-12-31T12:00:00Z') })).toMatchObject({
      totalCents: 5345,
      subtotalCents: 4963,
      vatCents: 382,
      vatRatePercent: 7.7,
    });
    expect(quote({ ...order, on: new Date('2024-01-01T00:00:00Z') })).toMatchObject({
      totalCents: 5345,
      vatRatePercent: 8.1,
    });
    expect(
      licenseAdjustmentQuote({ frequency: 'monthly', newLicenseCount: 2, on: new Date('2020-05-01') }),
    ).toMatchObject({ vatRatePercent: 7.7, vatCents: 608 });
  });

  it('raises too few or non-numeric users to the plan minimum: Enterprise 2, Premium 1', () => {
    expect(quote({ plan: 'enterprise', frequency: 'monthly', userCount: 1 }).userCount).toBe(2);
    expect(quote({ plan: 'enterprise', frequency: 'monthly', userCount: 'two' }).totalCents).toBe(8510);
    expect(quote({ plan: 'premium', frequency: 'annual', userCount: '' }).userCount).toBe(1);
    expect(quote({ plan: 'premium', frequency: 'annual', userCount: 0 }).totalCents).toBe(58800);
  });

  it('prices at most MAXIMUM_USERS users, and says so in the quote', () => {
    const capped = quote({ plan: 'enterprise', frequency: 'annual', userCount: 5000 });
    expect(capped.userCount).toBe(1000);
    expect(capped.totalCents).toBe(46_800_000);
  });

  it('refuses an unpriced plan', () => {
    expect(() => quote({ plan: 'free' as never, frequency: 'monthly', userCount: 1 })).toThrow(RangeError);
  });

  it('always adds up and charges unit × users for a count within the limits', () => {
    fc.assert(
      fc.property(plans, frequencies, fc.anything(), (plan, frequency, userCount) => {
        const q = quote({ plan, frequency, userCount });
        expect(q.subtotalCents + q.vatCents).toBe(q.totalCents);
        expect(q.totalCents).toBe(q.unitCents * q.userCount);
        expect(q.userCount).toBeGreaterThanOrEqual(MINIMUM_USERS[plan]);
        expect(q.userCount).toBeLessThanOrEqual(MAXIMUM_USERS);
      }),
    );
  });

  it('never costs less than the minimum order of the plan', () => {
    fc.assert(
      fc.property(
        plans,
        frequencies,
        fc.oneof(fc.integer(), fc.string(), fc.double()),
        (plan, frequency, n) => {
          const minimumOrder = quote({ plan, frequency, userCount: MINIMUM_USERS[plan] });
          expect(quote({ plan, frequency, userCount: n }).totalCents).toBeGreaterThanOrEqual(
            minimumOrder.totalCents,
          );
        },
      ),
    );
  });

  it('costs more for more users', () => {
    fc.assert(
      fc.property(
        plans,
        frequencies,
        fc.integer({ min: 2, max: MAXIMUM_USERS - 1 }),
        (plan, frequency, userCount) => {
          const fewer = quote({ plan, frequency, userCount });
          const more = quote({ plan, frequency, userCount: userCount + 1 });
          expect(more.totalCents - fewer.totalCents).toBe(fewer.unitCents);
          expect(more.vatCents).toBeGreaterThanOrEqual(fewer.vatCents);
        },
      ),
    );
  });
});

describe('licenseAdjustmentQuote', () => {
  it("uses the Enterprise price at the subscription's own frequency, not the spec's flat 49", () => {
    const monthly = licenseAdjustmentQuote({ frequency: 'monthly', newLicenseCount: 3 });
    expect(monthly).toEqual({
      plan: 'enterprise',
      frequency: 'monthly',
      userCount: 3,
      unitCents: 4255,
      totalCents: 12765,
      subtotalCents: 11809,
      vatCents: 956,
      vatRatePercent: 8.1,
    });
    expect(monthly.unitCents).not.toBe(4900);

    const annual = licenseAdjustmentQuote({ frequency: 'annual', newLicenseCount: '3' });
    expect(annual).toMatchObject({
      unitCents: 46800,
      totalCents: 140400,
      subtotalCents: 129880,
      vatCents: 10520,
      vatRatePercent: 8.1,
    });
  });

  it('projects at least two licences (docs/licences.md#license-adjustment)', () => {
    expect(LICENSE_ADJUSTMENT_MINIMUM_USERS).toBe(2);
    expect(licenseAdjustmentQuote({ frequency: 'monthly', newLicenseCount: 1 }).userCount).toBe(2);
    expect(licenseAdjustmentQuote({ frequency: 'monthly', newLicenseCount: 'x' }).totalCents).toBe(8510);
  });

  it('matches an Enterprise order of the same size', () => {
    fc.assert(
      fc.property(frequencies, fc.anything(), (frequency, newLicenseCount) => {
        const adjusted = licenseAdjustmentQuote({ frequency, newLicenseCount });
        expect(adjusted.userCount).toBeGreaterThanOrEqual(LICENSE_ADJUSTMENT_MINIMUM_USERS);
        expect(adjusted.userCount).toBeLessThanOrEqual(MAXIMUM_USERS);
        expect(adjusted.subtotalCents + adjusted.vatCents).toBe(adjusted.totalCents);
        expect(adjusted).toEqual(quote({ plan: 'enterprise', frequency, userCount: adjusted.userCount }));
      }),
    );
  });
});
