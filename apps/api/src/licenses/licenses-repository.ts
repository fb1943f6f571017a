import type { Queryable } from '../db/database.js';
import { isServing, type StoredSubscription } from '../subscriptions/subscriptions-repository.js';

/** docs/licences.md#licence-statuses: an invited colleague's seat is pending until the password is set. */
export async function activateLicense(db: Queryable, userId: string): Promise<void> {
  await db.query("update licenses set status = 'active' where user_id = $1", [userId]);
}

/**
 * Seats follow the subscription: a serving enterprise subscription gives its owner the first,
 * never removable seat; any other state (premium, ended, never paid) holds none, and colleagues
 * return to the free plan. An owner whose own plan is serving needs no colleague's seat: one she
 * still held elsewhere (invited while her first payment was under way) is released, so the one
 * seat per person rule holds and this write never fails on it. Answers the seats so released.
 */
export async function reconcileLicenses(db: Queryable, subscription: StoredSubscription): Promise<number> {
  if (!isServing(subscription)) {
    await db.query('delete from licenses where subscription_id = $1', [subscription.id]);
    return 0;
  }
  const { rows } = await db.query<{ subscription_id: string }>(
    'delete from licenses where user_id = $1 and subscription_id <> $2 returning subscription_id',
    [subscription.owner_id, subscription.id],
  );
  if (subscription.plan === 'enterprise') {
    await db.query(
      `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, true, 'active')
       on conflict (subscription_id, user_id) do nothing`,
      [subscription.id, subscription.owner_id],
    );
  } else {
    await db.query('delete from licenses where subscription_id = $1', [subscription.id]);
  }
  return rows.length;
}

export async function countLicenses(db: Queryable, subscriptionId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from licenses where subscription_id = $1',
    [subscriptionId],
  );
  return rows[0]?.count ?? 0;
}

/** The seat a user holds anywhere (one at most: a unique index). */
export async function findLicenseOfUser(
  db: Queryable,
  userId: string,
): Promise<{ subscription_id: string; owner: boolean; status: string } | null> {
  const { rows } = await db.query<{ subscription_id: string; owner: boolean; status: string }>(
    'select subscription_id, owner, status from licenses where user_id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function insertPendingLicense(
  db: Queryable,
  subscriptionId: string,
  userId: string,
): Promise<void> {
  await db.query(
    `insert into licenses (subscription_id, user_id, owner, status) values ($1, $2, false, 'pending')`,
    [subscriptionId, userId],
  );
}

export async function deleteLicense(db: Queryable, subscriptionId: string, userId: string): Promise<void> {
  await db.query('delete from licenses where subscription_id = $1 and user_id = $2 and not owner', [
    subscriptionId,
    userId,
  ]);
}
