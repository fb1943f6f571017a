import type { Database, Queryable } from '../../db/database.js';

/** A live subscription as our copy holds it: the seats paid and those taken (docs/licences.md#seats). */
export interface OurSeats {
  subscriptionId: string;
  stripeSubscriptionId: string;
  quantity: number;
  /** Licences active or offered, the owner's own included; a declined one holds no seat. */
  seatsTaken: number;
}

/** Every subscription not ended, with its seats taken, in a stable order. */
export async function liveSubscriptionSeats(db: Queryable): Promise<OurSeats[]> {
  const { rows } = await db.query<{
    id: string;
    stripe_subscription_id: string;
    quantity: number;
    seats_taken: number;
  }>(
    `select s.id, s.stripe_subscription_id, s.quantity,
            (select count(*)::int from licenses l
              where l.subscription_id = s.id and l.status in ('active', 'pending')) as seats_taken
       from subscriptions s
      where s.ended_at is null
      order by s.created_at, s.id`,
  );
  return rows.map((row) => ({
    subscriptionId: row.id,
    stripeSubscriptionId: row.stripe_subscription_id,
    quantity: row.quantity,
    seatsTaken: row.seats_taken,
  }));
}

/**
 * Claims `day`'s run for this process: true for the one process whose insert wins, false for
 * every other and for a day already run.
 */
export async function claimReconciliationDay(db: Database, day: string): Promise<boolean> {
  const { rows } = await db.query(
    'insert into seat_reconciliations (day) values ($1) on conflict (day) do nothing returning day',
    [day],
  );
  return rows.length > 0;
}

/** Gives the day back, unfinished (Stripe could not be reached): the next pass claims it again. */
export async function releaseReconciliationDay(db: Database, day: string): Promise<void> {
  await db.query('delete from seat_reconciliations where day = $1 and finished_at is null', [day]);
}

export async function finishReconciliationDay(
  db: Queryable,
  day: string,
  counts: { subscriptions: number; drifts: number },
): Promise<void> {
  await db.query(
    'update seat_reconciliations set finished_at = now(), subscriptions = $2, drifts = $3 where day = $1',
    [day, counts.subscriptions, counts.drifts],
  );
}
