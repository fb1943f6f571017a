import { describe, expect, it } from 'vitest';
import { deletionCutoff, deletionScheduledAt } from './account-deletion.js';

// docs/accounts.md#account-deletion: 30 days after it was asked for.
describe('the deletion date', () => {
  it.each([
    ['2027-01-01T10:00:00.000Z', '2027-01-31T10:00:00.000Z'],
    ['2027-02-15T23:30:00.000Z', '2027-03-17T23:30:00.000Z'],
    ['2028-02-20T00:00:00.000Z', '2028-03-21T00:00:00.000Z'],
  ])('asked %s: anonymised %s', (asked, scheduled) => {
    expect(deletionScheduledAt(new Date(asked)).toISOString()).toBe(scheduled);
    expect(deletionCutoff(new Date(scheduled)).toISOString()).toBe(asked);
  });
});
