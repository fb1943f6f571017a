import type { AppLicenceSource } from '@app/contracts';
import { FREE_TRIAL_DAYS } from '@app/pricing';
import type { Queryable } from '../db/database.js';
import { readSubscriptionInfo } from './subscription-info-repository.js';

/** The licence an account holds now, and where it comes from (docs/desktop-app.md#licence). */
export interface AppLicence {
  plan: 'free' | 'premium' | 'enterprise';
  source: AppLicenceSource;
  /** The Enterprise owner who gave the seat; null for a trial or the user's own plan. */
  ownerEmail: string | null;
  trialEndsAt: string | null;
  /** The own plan's next renewal; null for a trial, a seat (the owner's business) or a cancelled plan. */
  renewsAt: string | null;
  /** A known end: the trial's, or the cancelled plan's (her own, or the one her seat is on). */
  endsAt: string | null;
}

const running = (end: string | null, now: Date) => end === null || Date.parse(end) > now.getTime();

/**
 * docs/desktop-app.md#licence: does the account hold a licence now, and from where. Read from the
 * account page's own row (docs/subscriptions-and-money.md#subscription-info), so the app and the
 * page never disagree on the plan: her own serving plan (a cancelled one until its end; an order on
 * invoice waiting for its payment serves none, docs/subscriptions-and-money.md#credit-limit), else
 * the seat she accepted on a serving Enterprise subscription (her own, never the owner's:
 * docs/licences.md#offers), else a Free account's trial until it ends
 * (docs/subscriptions-and-money.md#trial). None once it has ended: null.
 */
export async function appLicence(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<AppLicence | null> {
  const row = await readSubscriptionInfo(db, userId, FREE_TRIAL_DAYS);
  if (!row) return null;
  const { own, seat } = row;
  // A cancelled plan ends at its date, whether or not Stripe's event that ends it has come yet.
  if (own && running(own.cancellation, now)) {
    return {
      plan: own.plan,
      source: 'own_plan',
      ownerEmail: null,
      trialEndsAt: null,
      renewsAt: own.cancellation ? null : own.renewal,
      endsAt: own.cancellation,
    };
  }
  if (seat && seat.status === 'active' && running(seat.endsAt, now)) {
    return {
      plan: 'enterprise',
      source: 'enterprise_seat',
      ownerEmail: seat.email,
      trialEndsAt: null,
      renewsAt: null,
      endsAt: seat.endsAt,
    };
  }
  if (!own && !seat && row.trial_ends_at !== null && running(row.trial_ends_at, now)) {
    return {
      plan: 'free',
      source: 'trial',
      ownerEmail: null,
      trialEndsAt: row.trial_ends_at,
      renewsAt: null,
      endsAt: row.trial_ends_at,
    };
  }
  return null;
}
