import type { Queryable } from '../db/database.js';

/** docs/desktop-app.md#devices: an app sign-in of the account, as the session list shows it. */
export interface AppDeviceRow {
  grantId: string;
  userId: string;
  name: string | null;
  createdAt: Date;
  createdFrom: string | null;
  lastUsedAt: Date;
  lastUsedFrom: string | null;
}

const COLUMNS = `grant_id as "grantId", user_id as "userId", name, created_at as "createdAt",
  created_from as "createdFrom", last_used_at as "lastUsedAt", last_used_from as "lastUsedFrom"`;

/** The device of a grant just approved. */
export async function insertDevice(
  db: Queryable,
  device: { grantId: string; userId: string; name: string | null; from: string | null },
): Promise<void> {
  await db.query(
    `insert into app_devices (grant_id, user_id, name, created_from, last_used_from)
     values ($1, $2, $3, $4, $4)`,
    [device.grantId, device.userId, device.name, device.from],
  );
}

/**
 * The device of a grant, its last use moved to now when older than `touchAfterSeconds` (the
 * session list's "last used" is approximate, so a call does not write every time); none once ended.
 */
export async function touchDevice(
  db: Queryable,
  grantId: string,
  from: string | null,
  touchAfterSeconds: number,
): Promise<AppDeviceRow | undefined> {
  const { rows } = await db.query<AppDeviceRow>(
    `update app_devices set last_used_at = now(), last_used_from = $2
      where grant_id = $1 and last_used_at < now() - make_interval(secs => $3)
      returning ${COLUMNS}`,
    [grantId, from, touchAfterSeconds],
  );
  if (rows[0]) return rows[0];
  const found = await db.query<AppDeviceRow>(`select ${COLUMNS} from app_devices where grant_id = $1`, [
    grantId,
  ]);
  return found.rows[0];
}

/** The account's devices, the most recently used first. */
export async function listDevices(db: Queryable, userId: string): Promise<AppDeviceRow[]> {
  const { rows } = await db.query<AppDeviceRow>(
    `select ${COLUMNS} from app_devices where user_id = $1 order by last_used_at desc, created_at desc`,
    [userId],
  );
  return rows;
}

/** Removes a device of the account; the grant's ids of those removed (none for another account's). */
export async function deleteDevices(db: Queryable, userId: string, grantId?: string): Promise<string[]> {
  const { rows } = await db.query<{ grantId: string }>(
    `delete from app_devices where user_id = $1 and ($2::text is null or grant_id = $2)
     returning grant_id as "grantId"`,
    [userId, grantId ?? null],
  );
  return rows.map((row) => row.grantId);
}

/**
 * Holds the account's devices until the transaction ends, so that two sign-ins approved at once
 * cannot both take the last place of the device limit (docs/desktop-app.md#device-limit).
 */
export async function lockDevicesOf(db: Queryable, userId: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtextextended('app_devices ' || $1::text, 0))`, [userId]);
}
