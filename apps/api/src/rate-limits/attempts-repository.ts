import type { Queryable } from '../db/database.js';

export interface AttemptCount {
  count: number;
  /** Seconds since the newest attempt counted, by the database's clock; null without one. */
  secondsSinceLast: number | null;
}

/** How many attempts of `kind` by `subject` in the last `windowMinutes`, and how long since the newest. */
export async function countAttempts(
  db: Queryable,
  kind: string,
  subject: string,
  windowMinutes: number,
): Promise<AttemptCount> {
  const { rows } = await db.query<{ count: number; seconds_since_last: number | null }>(
    `select count(*)::int as count,
       extract(epoch from now() - max(at))::float8 as seconds_since_last
     from auth_attempts
     where kind = $1 and subject = $2 and at > now() - make_interval(mins => $3)`,
    [kind, subject, windowMinutes],
  );
  return { count: rows[0]?.count ?? 0, secondsSinceLast: rows[0]?.seconds_since_last ?? null };
}

export async function recordAttempts(
  db: Queryable,
  attempts: ReadonlyArray<{ kind: string; subject: string }>,
): Promise<void> {
  if (attempts.length === 0) return;
  await db.query('insert into auth_attempts (kind, subject) select * from unnest($1::text[], $2::text[])', [
    attempts.map((attempt) => attempt.kind),
    attempts.map((attempt) => attempt.subject),
  ]);
}

/** Deletes the attempts older than `minutes` by the database's clock; answers how many. */
export async function pruneAttemptsBefore(db: Queryable, minutes: number): Promise<number> {
  const { rows } = await db.query<{ pruned: number }>(
    `with pruned as (delete from auth_attempts where at < now() - make_interval(mins => $1) returning 1)
     select count(*)::int as pruned from pruned`,
    [minutes],
  );
  return rows[0]?.pruned ?? 0;
}

export async function clearAttempts(db: Queryable, kind: string, subject: string): Promise<void> {
  await db.query('delete from auth_attempts where kind = $1 and subject = $2', [kind, subject]);
}

/**
 * Holds the counts of these (kind, subject) pairs until the transaction ends (a transaction-level
 * advisory lock each, on the pair's hashes; a collision only makes two counts wait for each other).
 * Taken in one order, so two transactions locking overlapping pairs never deadlock.
 */
export async function lockCounts(
  tx: Queryable,
  counts: ReadonlyArray<{ kind: string; subject: string }>,
): Promise<void> {
  const keys = [...new Set(counts.map(({ kind, subject }) => JSON.stringify([kind, subject])))].sort();
  for (const key of keys) {
    const [kind, subject] = JSON.parse(key) as [string, string];
    await tx.query('select pg_advisory_xact_lock(hashtext($1), hashtext($2))', [kind, subject]);
  }
}
