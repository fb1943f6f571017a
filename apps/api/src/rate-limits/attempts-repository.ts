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
  const [count] = await countAttemptsOf(db, [{ kind, subject, windowMinutes }]);
  return count as AttemptCount;
}

/**
 * Several counts in one query, in the order asked: a sign-in or sign-up checks two or three
 * limits, and each round trip to the database is added to its time.
 */
export async function countAttemptsOf(
  db: Queryable,
  counts: ReadonlyArray<{ kind: string; subject: string; windowMinutes: number }>,
): Promise<AttemptCount[]> {
  const { rows } = await db.query<{ count: number; seconds_since_last: number | null }>(
    `select count(a.at)::int as count,
       extract(epoch from now() - max(a.at))::float8 as seconds_since_last
     from unnest($1::text[], $2::text[], $3::int[]) with ordinality as c(kind, subject, minutes, position)
     left join auth_attempts a
       on a.kind = c.kind and a.subject = c.subject and a.at > now() - make_interval(mins => c.minutes)
     group by c.position
     order by c.position`,
    [
      counts.map((count) => count.kind),
      counts.map((count) => count.subject),
      counts.map((count) => count.windowMinutes),
    ],
  );
  return rows.map((row) => ({ count: row.count, secondsSinceLast: row.seconds_since_last }));
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
  const keys = [...new Set(counts.map(({ kind, subject }) => JSON.stringify([kind, subject])))]
    .sort()
    .map((key) => JSON.parse(key) as [string, string]);
  // One query, the locks taken row by row in the array's order.
  await tx.query(
    `select pg_advisory_xact_lock(hashtext(k.kind), hashtext(k.subject))
     from unnest($1::text[], $2::text[]) with ordinality as k(kind, subject, position)
     order by k.position`,
    [keys.map(([kind]) => kind), keys.map(([, subject]) => subject)],
  );
}
