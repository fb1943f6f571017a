import { SERVING_STATUSES } from '@app/billing-rules';
import type { Queryable } from '../db/database.js';

/** A serving subscription's card, as the notice of its expiry names it. */
export interface ExpiringCard {
  stripe_subscription_id: string;
  owner_id: string;
  card_payment_method: string;
  card_last4: string;
  card_exp_month: number;
  card_exp_year: number;
}

/**
 * The serving subscriptions, not set to end, whose card stops working within `warningDays` of
 * `now` and has not yet: a card is valid to the end of its expiry month.
 */
export async function findExpiringCards(
  db: Queryable,
  now: Date,
  warningDays: number,
): Promise<ExpiringCard[]> {
  const { rows } = await db.query<ExpiringCard>(
    `select stripe_subscription_id, owner_id, card_payment_method, card_last4, card_exp_month, card_exp_year
       from subscriptions
      where ended_at is null and status = any($2::text[]) and cancel_at is null
        and card_payment_method is not null
        and (make_date(card_exp_year, card_exp_month, 1) + interval '1 month')::timestamp at time zone 'UTC'
            - make_interval(days => $3) <= $1
        and (make_date(card_exp_year, card_exp_month, 1) + interval '1 month')::timestamp at time zone 'UTC' > $1`,
    [now, SERVING_STATUSES, warningDays],
  );
  return rows;
}
