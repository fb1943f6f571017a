import { describe, expect, it } from 'vitest';
import { type LicenceReconciliation, reconcileLicences } from './licences.js';
import type { ServingFacts } from './statuses.js';

const subscription = (plan: 'premium' | 'enterprise', serving: Partial<ServingFacts> = {}) => ({
  plan,
  status: 'active' as const,
  ended_at: null,
  credit_hold: false,
  credit_approved_at: null,
  ...serving,
});

const none: LicenceReconciliation = { releaseOwnersOtherSeats: false, seats: 'none' };

// docs/licences.md#seats and #one-seat-per-person: seats follow the subscription.
describe('reconcileLicences', () => {
  it.each([
    [
      'serving Enterprise: the owner holds the first seat, none elsewhere',
      subscription('enterprise'),
      {
        releaseOwnersOtherSeats: true,
        seats: 'owner_seat',
      },
    ],
    [
      'serving Premium: no seat, none elsewhere',
      subscription('premium'),
      {
        releaseOwnersOtherSeats: true,
        seats: 'none',
      },
    ],
    ['Enterprise ended: every seat goes', subscription('enterprise', { ended_at: new Date() }), none],
    ['Enterprise never paid (incomplete)', subscription('enterprise', { status: 'incomplete' }), none],
    ['Enterprise unpaid to the end', subscription('enterprise', { status: 'unpaid' }), none],
    ['Enterprise waiting for credit', subscription('enterprise', { credit_hold: true }), none],
    [
      'Enterprise renewal unpaid, still retried (past_due)',
      subscription('enterprise', { status: 'past_due' }),
      {
        releaseOwnersOtherSeats: true,
        seats: 'owner_seat',
      },
    ],
  ] as const)('%s', (_name, facts, decision) => {
    expect(reconcileLicences(facts)).toEqual(decision);
  });
});
