import type { PaidPlan } from '@app/pricing';
import { isServing, type ServingFacts } from './statuses.js';

/** What a subscription's seats become once a sync has written its state. */
export interface LicenceReconciliation {
  /**
   * Release the seats its owner accepted on other subscriptions (docs/licences.md#one-seat-per-person):
   * her own serving plan needs none. An offer stays hers to answer (docs/licences.md#offers).
   */
  releaseOwnersOtherSeats: boolean;
  /** `owner_seat`: the owner holds its first, never removable seat; `none`: every licence of it goes. */
  seats: 'owner_seat' | 'none';
}

/**
 * docs/licences.md#seats: seats follow the subscription. A serving Enterprise subscription gives
 * its owner the first seat; any other state (Premium, ended, never paid) holds none, and the
 * colleagues return to the free plan. The API writes the decision in SQL.
 */
export function reconcileLicences(subscription: ServingFacts & { plan: PaidPlan }): LicenceReconciliation {
  if (!isServing(subscription)) return { releaseOwnersOtherSeats: false, seats: 'none' };
  return {
    releaseOwnersOtherSeats: true,
    seats: subscription.plan === 'enterprise' ? 'owner_seat' : 'none',
  };
}
