import type { Queryable } from '../db/database.js';

/** ARCHITECTURE "Statuses": an invited colleague's seat is pending until the password is set. */
export async function activateLicense(db: Queryable, userId: string): Promise<void> {
  await db.query("update licenses set status = 'active' where user_id = $1", [userId]);
}
