import type { PlanChoice } from '@app/billing-rules';
import type { Queryable } from '../../db/database.js';

/** A preview's proration date is reused for the change it previewed within this time. */
const QUOTE_LIFETIME_MINUTES = 30;

/** Remembers the proration date Stripe previewed for this change (unix seconds). */
export async function saveQuote(
  db: Queryable,
  userId: string,
  choice: PlanChoice,
  prorationDate: number,
): Promise<void> {
  await db.query(
    `insert into change_quotes (user_id, plan, frequency, quantity, proration_date)
     values ($1, $2, $3, $4, to_timestamp($5))
     on conflict (user_id) do update set plan = excluded.plan, frequency = excluded.frequency,
       quantity = excluded.quantity, proration_date = excluded.proration_date, created_at = now()`,
    [userId, choice.plan, choice.frequency, choice.quantity, prorationDate],
  );
}

/** The proration date of a recent preview of exactly this change, if there is one. */
export async function findQuote(db: Queryable, userId: string, choice: PlanChoice): Promise<number | null> {
  const { rows } = await db.query<{ proration_date: number }>(
    `select extract(epoch from proration_date)::bigint as proration_date from change_quotes
     where user_id = $1 and plan = $2 and frequency = $3 and quantity = $4
       and created_at > now() - make_interval(mins => $5)`,
    [userId, choice.plan, choice.frequency, choice.quantity, QUOTE_LIFETIME_MINUTES],
  );
  const found = rows[0]?.proration_date;
  return found === undefined ? null : Number(found);
}
