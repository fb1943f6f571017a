import { describe, expect, it } from 'vitest';
import { type SeatPlan, seatPlanOf, seatRefusal, seatsTaken, seatsToFill } from './seats.js';

const plan = (quantity: number, scheduled: SeatPlan['scheduled'] = null): SeatPlan => ({
  quantity,
  scheduled,
});

describe('seatsToFill (docs/licences.md#scheduled-seats)', () => {
  it.each([
    ['no change waiting: the total', plan(5), 5],
    ['fewer seats waiting: those that remain', plan(5, { plan: 'enterprise', quantity: 3 }), 3],
    [
      'more seats waiting (never scheduled, but the fewer of the two)',
      plan(3, { plan: 'enterprise', quantity: 5 }),
      3,
    ],
    ['a move to Premium keeps the owner', plan(5, { plan: 'premium', quantity: 1 }), 1],
  ])('%s', (_name, seats, expected) => {
    expect(seatsToFill(seats)).toBe(expected);
  });

  it('reads the account page shape', () => {
    const info = {
      numberOfLicenses: 5,
      scheduledChange: {
        accountType: 'enterprise' as const,
        frequency: 'annual' as const,
        numberOfLicenses: 2,
        effectiveDate: '2027-03-12T00:00:00.000Z',
      },
    };
    expect(seatPlanOf(info)).toEqual(plan(5, { plan: 'enterprise', quantity: 2 }));
    expect(seatPlanOf({ numberOfLicenses: 4, scheduledChange: null })).toEqual(plan(4));
  });
});

describe('seatsTaken (docs/licences.md#seats)', () => {
  it.each([
    ['active and pending hold a seat', ['active', 'pending', 'pending'], 3],
    ['a declined offer holds none', ['active', 'declined'], 1],
    ['an unknown status holds one (shown as pending)', ['active', 'other'], 2],
    ['none', [], 0],
  ])('%s', (_name, statuses, taken) => {
    expect(seatsTaken(statuses.map((status) => ({ status })))).toBe(taken);
  });
});

describe('seatRefusal (docs/licences.md#scheduled-seats)', () => {
  it.each([
    ['a seat free', plan(5), 3, null],
    ['every seat in use now', plan(5), 5, 'no_seat_available'],
    [
      'free now, not once the decrease applies',
      plan(5, { plan: 'enterprise', quantity: 3 }),
      3,
      'seats_scheduled_fewer',
    ],
    ['free now and then', plan(5, { plan: 'enterprise', quantity: 4 }), 3, null],
    ['a move to Premium waiting', plan(3, { plan: 'premium', quantity: 1 }), 1, 'seats_scheduled_fewer'],
  ] as const)('%s', (_name, seats, taken, refusal) => {
    expect(seatRefusal(seats, taken)).toBe(refusal);
  });
});
