import { type AppLicence, appLicenceOf } from '@app/billing-rules';
import { FREE_TRIAL_DAYS } from '@app/pricing';
import type { Queryable } from '../db/database.js';
import { usageMonthStart } from '../usage/index.js';
import { readSubscriptionInfo } from './subscription-info-repository.js';

export type { AppLicence };

/**
 * docs/desktop-app.md#licence: does the account hold a licence now, and from where. The facts are
 * the account page's own row (docs/subscriptions-and-money.md#subscription-info: her serving plan,
 * an order on invoice waiting for its payment being none, the seat she accepted, the trial's end),
 * so the app and the page never disagree on the plan; the rule is the rule core's, which the mocks
 * apply too.
 */
export async function appLicence(
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<AppLicence | null> {
  const row = await readSubscriptionInfo(db, userId, FREE_TRIAL_DAYS, usageMonthStart(now));
  if (!row) return null;
  const { own, seat } = row;
  return appLicenceOf(
    {
      own: own ? { plan: own.plan, renewal: own.renewal, cancellation: own.cancellation } : null,
      seat: seat ? { status: seat.status, ownerEmail: seat.email, endsAt: seat.endsAt } : null,
      trialEndsAt: row.trial_ends_at,
    },
    now,
  );
}
