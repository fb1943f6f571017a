import { describe, expect, it } from 'vitest';
import { type ChangeEffect, choiceOf, effectOf, type PlanChoice, seatsCover } from './changes.js';

const premium = (frequency: PlanChoice['frequency']): PlanChoice => ({
  plan: 'premium',
  frequency,
  quantity: 1,
});
const enterprise = (frequency: PlanChoice['frequency'], quantity: number): PlanChoice => ({
  plan: 'enterprise',
  frequency,
  quantity,
});

// docs/subscriptions-and-money.md#changes, one case per row of the table that compares two plans
// ("first subscription" has no current plan and "cancellation" changes none: neither is this rule).
const rows: [string, PlanChoice, PlanChoice, ChangeEffect][] = [
  ['more seats', enterprise('annual', 3), enterprise('annual', 5), 'now'],
  ['Premium to Enterprise', premium('monthly'), enterprise('monthly', 2), 'now'],
  ['monthly to annual', premium('monthly'), premium('annual'), 'now'],
  ['fewer seats', enterprise('monthly', 5), enterprise('monthly', 3), 'period_end'],
  ['annual to monthly', enterprise('annual', 2), enterprise('monthly', 2), 'period_end'],
  ['Enterprise to Premium', enterprise('annual', 2), premium('annual'), 'period_end'],
  ['raising one thing and lowering another', enterprise('monthly', 5), enterprise('annual', 3), 'period_end'],
  ['the same plan (cancelled: the cancellation is withdrawn)', premium('annual'), premium('annual'), 'same'],
  ['more seats and annual together', enterprise('monthly', 2), enterprise('annual', 4), 'now'],
  ['Premium annual to Enterprise monthly', premium('annual'), enterprise('monthly', 2), 'period_end'],
];

describe('effectOf (docs/subscriptions-and-money.md#changes)', () => {
  it.each(rows)('%s', (_name, current, next, effect) => {
    expect(effectOf(current, next)).toBe(effect);
  });
});

describe('choiceOf', () => {
  it.each([
    [{ licenseType: 'premium', frequency: 'annual', userCount: 4 }, premium('annual')],
    [{ licenseType: 'enterprise', frequency: 'monthly', userCount: 4 }, enterprise('monthly', 4)],
  ] as const)('%o is %o: Premium is one seat', (order, choice) => {
    expect(choiceOf(order)).toEqual(choice);
  });
});

describe('seatsCover (docs/licences.md#seats)', () => {
  it.each([
    ['more seats than in use', enterprise('annual', 5), 3, true],
    ['as many as in use', enterprise('annual', 3), 3, true],
    ['fewer than in use', enterprise('annual', 2), 3, false],
    ['Premium with only the owner', premium('annual'), 1, true],
    ['Premium with a colleague', premium('annual'), 2, false],
    ['no seat in use still keeps the owner', premium('monthly'), 0, true],
  ] as const)('%s', (_name, next, inUse, covered) => {
    expect(seatsCover(next, inUse)).toBe(covered);
  });
});
