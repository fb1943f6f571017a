import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.js';

/**
 * Marks a purchase of `userId` as under way, unless one already is (and has not lapsed). Answers
 * the mark's holder id, or null when another purchase holds the account.
 */
export async function claimPurchase(db: Queryable, userId: string, seconds: number): Promise<string | null> {
  const holder = randomUUID();
  const { rows } = await db.query<{ holder: string }>(
    `insert into purchases (user_id, holder, expires_at) values ($1, $2, now() + make_interval(secs => $3))
     on conflict (user_id) do update
       set holder = excluded.holder, started_at = now(), expires_at = excluded.expires_at
       where purchases.expires_at < now()
     returning holder::text as holder`,
    [userId, holder, seconds],
  );
  return rows[0]?.holder ?? null;
}

/** Ends this holder's mark; one that lapsed and was taken over by a later purchase stays. */
export async function releasePurchase(db: Queryable, userId: string, holder: string): Promise<void> {
  await db.query('delete from purchases where user_id = $1 and holder = $2', [userId, holder]);
}

/** Whether a purchase of `userId` is under way (its mark has not lapsed). */
export async function hasPurchaseUnderWay(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from purchases where user_id = $1 and expires_at > now()', [
    userId,
  ]);
  return rows.length > 0;
}

/** Whether the account's deletion was asked for and not called off (docs/accounts.md#deletion-ends-the-money). */
export async function isDeletionPending(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from users where id = $1 and deletion_requested_at is not null', [
    userId,
  ]);
  return rows.length > 0;
}
