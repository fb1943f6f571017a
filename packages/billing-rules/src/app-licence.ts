import type { AppLicenceSource } from '@app/contracts';

/** What decides an account's licence now (docs/desktop-app.md#licence), as the account page reads it. */
export interface AppLicenceFacts {
  /** Her own serving subscription (an order on invoice waiting for its payment is none), if any. */
  own: { plan: 'premium' | 'enterprise'; renewal: string | null; cancellation: string | null } | null;
  /** The seat on another account's serving Enterprise subscription; `endsAt` that one's cancellation. */
  seat: { status: string; ownerEmail: string; endsAt: string | null } | null;
  /** A Free account's trial end (docs/subscriptions-and-money.md#trial). */
  trialEndsAt: string | null;
}

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
 * docs/desktop-app.md#licence: her own plan (a cancelled one until its date, whether or not
 * Stripe's event ending it has come), else the seat she accepted (her own, never the owner's:
 * docs/licences.md#offers), else a Free account's trial until it ends; none: null. The API's
 * every app call and the mocks decide with it.
 */
export function appLicenceOf({ own, seat, trialEndsAt }: AppLicenceFacts, now: Date): AppLicence | null {
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
      ownerEmail: seat.ownerEmail,
      trialEndsAt: null,
      renewsAt: null,
      endsAt: seat.endsAt,
    };
  }
  if (!own && !seat && trialEndsAt !== null && running(trialEndsAt, now)) {
    return {
      plan: 'free',
      source: 'trial',
      ownerEmail: null,
      trialEndsAt,
      renewsAt: null,
      endsAt: trialEndsAt,
    };
  }
  return null;
}
