import { MAXIMUM_USERS, MINIMUM_USERS } from '@app/pricing';
import { describe, expect, it } from 'vitest';
import { frequencySchema, orderSchema, paidPlanSchema, planSchema } from './orders.js';

describe('plans and frequencies', () => {
  it('are those of the price catalogue', () => {
    expect(planSchema.options).toEqual(['free', 'premium', 'enterprise']);
    expect(paidPlanSchema.options).toEqual(['premium', 'enterprise']);
    expect(frequencySchema.options).toEqual(['monthly', 'annual']);
    expect(planSchema.safeParse('gold').success).toBe(false);
    expect(frequencySchema.safeParse('weekly').success).toBe(false);
  });
});

describe('an order', () => {
  it('is for a paid plan, a frequency and a user count', () => {
    const order = { licenseType: 'enterprise', frequency: 'annual', userCount: 12 };
    expect(orderSchema.parse(order)).toEqual(order);
    expect(orderSchema.parse({ licenseType: 'premium', frequency: 'monthly', userCount: 1 }).userCount).toBe(
      1,
    );
  });

  it('holds at least the minimum users of its plan (docs/subscriptions-and-money.md#seat-minimum)', () => {
    const issue = orderSchema.safeParse({ licenseType: 'enterprise', frequency: 'monthly', userCount: 1 })
      .error?.issues[0];
    expect(issue).toMatchObject({
      code: 'too_small',
      path: ['userCount'],
      minimum: MINIMUM_USERS.enterprise,
    });
  });

  it('is for exactly one user on Premium, the one-user plan (docs/subscriptions-and-money.md#plans)', () => {
    const issue = orderSchema.safeParse({ licenseType: 'premium', frequency: 'monthly', userCount: 3 }).error
      ?.issues[0];
    expect(issue).toMatchObject({ code: 'too_big', path: ['userCount'], maximum: 1 });
  });

  it('refuses the free plan, unknown frequencies, odd counts and extra keys', () => {
    const valid = { licenseType: 'enterprise', frequency: 'annual', userCount: 2 };
    for (const order of [
      { ...valid, licenseType: 'free' },
      { ...valid, frequency: 'yearly' },
      { ...valid, userCount: 2.5 },
      { ...valid, userCount: '2' },
      { ...valid, userCount: MAXIMUM_USERS + 1 },
      { ...valid, paymentMethod: 'card' },
      { licenseType: 'enterprise', frequency: 'annual' },
    ]) {
      expect(orderSchema.safeParse(order).success, JSON.stringify(order)).toBe(false);
    }
  });
});
