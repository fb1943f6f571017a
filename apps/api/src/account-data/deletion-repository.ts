import type { Queryable } from '../db/database.js';

/** Marks the deletion asked for (a second request keeps the first date); answers that date. */
export async function markDeletionRequested(db: Queryable, userId: string): Promise<Date> {
  const { rows } = await db.query<{ requested: Date }>(
    `update users set deletion_requested_at = coalesce(deletion_requested_at, now())
     where id = $1 and anonymised_at is null returning deletion_requested_at as requested`,
    [userId],
  );
  const requested = rows[0]?.requested;
  if (!requested) throw new Error(`user ${userId} is gone or anonymised`);
  return requested;
}

/** "Keep my account": the deletion is called off, as long as it has not happened. */
export async function clearDeletion(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set deletion_requested_at = null where id = $1 and anonymised_at is null', [
    userId,
  ]);
}

export async function deletionRequestedAt(db: Queryable, userId: string): Promise<Date | null> {
  const { rows } = await db.query<{ requested: Date | null }>(
    'select deletion_requested_at as requested from users where id = $1',
    [userId],
  );
  return rows[0]?.requested ?? null;
}
