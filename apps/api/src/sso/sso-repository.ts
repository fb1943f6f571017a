import type { Queryable } from '../db/database.js';

/** The subscription token of a practice named by its id (what the subscriptions' finders read). */
export async function subscriptionTokenOf(db: Queryable, subscriptionId: string): Promise<string | null> {
  const { rows } = await db.query<{ token: string }>('select token from subscriptions where id = $1', [
    subscriptionId,
  ]);
  return rows[0]?.token ?? null;
}
