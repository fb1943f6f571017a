import type { Queryable } from '../db/database.js';

/** A trivial query: it answers once the database does. */
export async function selectOne(db: Queryable): Promise<void> {
  await db.query('select 1');
}
