import type { Queryable } from '../../db/database.js';

export interface StoredEvent {
  id: string;
  type: string;
  payload: unknown;
  attempts: number;
}

/** Keeps a verified event; false when it was kept before (Stripe delivers at least once). */
export async function storeEvent(
  db: Queryable,
  event: { id: string; type: string; payload: unknown },
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `insert into stripe_events (id, type, payload) values ($1, $2, $3)
     on conflict (id) do nothing returning id`,
    [event.id, event.type, JSON.stringify(event.payload)],
  );
  return rows.length > 0;
}

/** An event kept but with nothing to apply (no object): done, with the reason. */
export async function markIgnored(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(
    `update stripe_events set processed_at = now(), outcome = $2 where id = $1 and processed_at is null`,
    [id, `ignored: ${reason}`],
  );
}

/**
 * Claims due events for one applier: hidden from others for `claimSeconds`, so two API processes
 * never apply one event at once, and one that dies mid-way frees it after that.
 */
export async function claimDueEvents(
  db: Queryable,
  options: { id?: string; limit: number; claimSeconds: number },
): Promise<StoredEvent[]> {
  const { rows } = await db.query<StoredEvent>(
    `update stripe_events set next_attempt_at = now() + make_interval(secs => $1)
      where id in (
        select id from stripe_events
         where processed_at is null and payload is not null and next_attempt_at <= now()
           and ($3::text is null or id = $3)
         order by received_at, id
         limit $2
           for update skip locked)
      returning id, type, payload, attempts`,
    [options.claimSeconds, options.limit, options.id ?? null],
  );
  return rows;
}

export async function markApplied(db: Queryable, id: string, outcome: string): Promise<void> {
  await db.query(
    'update stripe_events set processed_at = now(), outcome = $2, last_error = null where id = $1',
    [id, outcome],
  );
}

/**
 * A failed attempt: counted, its reason kept, tried again after `retryInSeconds`; after the last
 * attempt the event stays unprocessed with `outcome` saying it was given up (for an operator).
 */
export async function markFailed(
  db: Queryable,
  id: string,
  failure: { attempts: number; error: string; retryInSeconds: number | null },
): Promise<void> {
  await db.query(
    `update stripe_events set attempts = $2, last_error = $3,
       next_attempt_at = case when $4::int is null then 'infinity'::timestamptz
                              else now() + make_interval(secs => $4::int) end,
       outcome = case when $4::int is null then 'given up' else outcome end
     where id = $1`,
    [id, failure.attempts, failure.error, failure.retryInSeconds],
  );
}
