import type { Queryable } from '../db/database.js';

/** Arbitrary, fixed: the first key of the per-account lock that serialises usage reports. */
const USAGE_LOCK = 7_341_220;

/** A batch to store: the app's id, its seconds, its end and the Europe/Zurich day of its end. */
export interface UsageBatchRow {
  id: string;
  seconds: number;
  endedAt: Date;
  day: string;
}

/** Holds the account's reports one at a time until the transaction ends, across processes. */
export async function lockAccountUsage(tx: Queryable, userId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [USAGE_LOCK, userId]);
}

/** Which of these batch ids the account has stored already. */
export async function storedBatchIds(db: Queryable, userId: string, ids: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(
    'select batch_id as id from app_usage_batches where user_id = $1 and batch_id = any($2::text[])',
    [userId, ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** The seconds the account has stored per day, for these days (`YYYY-MM-DD`). */
export async function secondsPerDay(
  db: Queryable,
  userId: string,
  days: string[],
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ day: string; seconds: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, sum(seconds)::float8 as seconds from app_usage_batches
      where user_id = $1 and day = any($2::date[]) group by day`,
    [userId, days],
  );
  return new Map(rows.map((row) => [row.day, Number(row.seconds)]));
}

/** Stores the batches not stored yet (the key decides, also between two reports at once); how many were. */
export async function insertBatches(
  db: Queryable,
  userId: string,
  grantId: string,
  batches: UsageBatchRow[],
): Promise<number> {
  const { rows } = await db.query(
    `insert into app_usage_batches (user_id, batch_id, seconds, ended_at, day, grant_id)
     select $1, b.id, b.seconds, b.ended_at, b.day, $2
       from unnest($3::text[], $4::float8[], $5::timestamptz[], $6::date[]) as b(id, seconds, ended_at, day)
     on conflict (user_id, batch_id) do nothing
     returning batch_id`,
    [
      userId,
      grantId,
      batches.map((batch) => batch.id),
      batches.map((batch) => batch.seconds),
      batches.map((batch) => batch.endedAt.toISOString()),
      batches.map((batch) => batch.day),
    ],
  );
  return rows.length;
}

/**
 * Per account, the seconds of batches ended since `monthStartParam` (a `YYYY-MM-01` parameter, its
 * Europe/Zurich day) and the end of the last batch ever: a fragment for other domains' queries to
 * join on `user_id` (docs/architecture.md#domains), offered by the usage service.
 */
export function usageByAccountSql(monthStartParam: string): string {
  return `(select user_id,
            coalesce(sum(seconds) filter (where day >= ${monthStartParam}::date), 0)::float8 as month_seconds,
            max(ended_at) as last_used_at
       from app_usage_batches group by user_id)`;
}

/**
 * One account's seconds of batches ended since `monthStartParam` and the end of its last batch, one
 * row always (for a `join lateral ... on true`), read through the account's index.
 */
export function usageOfAccountSql(userIdExpression: string, monthStartParam: string): string {
  return `(select coalesce(sum(seconds) filter (where day >= ${monthStartParam}::date), 0)::float8 as month_seconds,
            max(ended_at) as last_used_at
       from app_usage_batches where user_id = ${userIdExpression})`;
}

/** The account's batches as her data download shows them, oldest end first. */
export async function listBatches(db: Queryable, userId: string): Promise<Array<Record<string, unknown>>> {
  const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const { rows } = await db.query<Record<string, unknown>>(
    `select batch_id as id, seconds, ${iso('ended_at')} as "endedAt", ${iso('received_at')} as "receivedAt"
       from app_usage_batches where user_id = $1 order by ended_at, batch_id`,
    [userId],
  );
  return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
}

/** The end of the account's latest batch (docs/desktop-app.md#usage-shown), null when she never used the app. */
export async function lastBatchEnd(db: Queryable, userId: string): Promise<Date | null> {
  const { rows } = await db.query<{ last: Date | null }>(
    'select max(ended_at) as last from app_usage_batches where user_id = $1',
    [userId],
  );
  return rows[0]?.last ?? null;
}
