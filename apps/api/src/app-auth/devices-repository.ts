import type { Queryable } from '../db/database.js';

/** docs/desktop-app.md#devices: an app sign-in of the account, as the session list shows it. */
export interface AppDeviceRow {
  /** Its public id in the session list (migration 0022); the grant's id is never shown. */
  id: string;
  grantId: string;
  userId: string;
  name: string | null;
  createdAt: Date;
  createdFrom: string | null;
  lastUsedAt: Date;
  lastUsedFrom: string | null;
  /** Approved in a browser session opened with the second factor (docs/accounts.md#colleagues-two-factor). */
  secondFactor: boolean;
}

const COLUMNS = `id, grant_id as "grantId", user_id as "userId", name, created_at as "createdAt",
  created_from as "createdFrom", last_used_at as "lastUsedAt", last_used_from as "lastUsedFrom",
  second_factor as "secondFactor"`;

/** The device of a grant just approved. */
export async function insertDevice(
  db: Queryable,
  device: {
    grantId: string;
    userId: string;
    name: string | null;
    from: string | null;
    secondFactor?: boolean;
  },
): Promise<void> {
  await db.query(
    `insert into app_devices (grant_id, user_id, name, created_from, last_used_from, second_factor)
     values ($1, $2, $3, $4, $4, $5)`,
    [device.grantId, device.userId, device.name, device.from, device.secondFactor ?? false],
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

/**
 * How long a device just approved counts as signed in before any code or token of it exists: its
 * code is on its way to the app for as long as a pending sign-in lives (APP_TOKEN_LIFETIMES).
 */
const JUST_APPROVED_MINUTES = 10;

/**
 * A device `d` still signed in: its grant lives (365 days) and so does one of its codes or tokens
 * (a refresh token lives 30 days after its last use), so the app can still call or refresh; or it
 * was approved a moment ago.
 */
const LIVE_DEVICE = `exists (select 1 from app_auth_records g where g.kind = 'Grant' and g.id = d.grant_id
    and (g.expires_at is null or g.expires_at > now()))
  and (d.created_at > now() - interval '${JUST_APPROVED_MINUTES} minutes'
    or exists (select 1 from app_auth_records t where t.grant_id = d.grant_id
      and t.kind in ('AuthorizationCode', 'AccessToken', 'RefreshToken') and t.consumed_at is null
      and (t.expires_at is null or t.expires_at > now())))`;

/** The account's devices still signed in, the most recently used first. */
export async function listDevices(db: Queryable, userId: string): Promise<AppDeviceRow[]> {
  const { rows } = await db.query<AppDeviceRow>(
    `select ${COLUMNS} from app_devices d where d.user_id = $1 and ${LIVE_DEVICE}
      order by d.last_used_at desc, d.created_at desc`,
    [userId],
  );
  return rows;
}

/** The devices no longer signed in, removed by the periodic pass with the records they outlived. */
export async function deleteEndedDevices(db: Queryable): Promise<number> {
  const { rows } = await db.query(`delete from app_devices d where not (${LIVE_DEVICE}) returning 1`);
  return rows.length;
}

/** Which of the account's devices to remove: all of them, or those named. */
export interface DeviceSelection {
  grantId?: string;
  /** The public id the session list names it by. */
  deviceId?: string;
  /** Only those approved without the second factor. */
  withoutSecondFactor?: boolean;
}

/** A device removed: its grant, and whether it was still signed in (listed) until then. */
export interface RemovedDevice {
  grantId: string;
  live: boolean;
}

/** Removes devices of the account, ended or not (none of another account's). */
export async function deleteDevices(
  db: Queryable,
  userId: string,
  which: DeviceSelection = {},
): Promise<RemovedDevice[]> {
  const { rows } = await db.query<RemovedDevice>(
    `delete from app_devices d where d.user_id = $1 and ($2::text is null or d.grant_id = $2)
       and ($3::uuid is null or d.id = $3::uuid) and not ($4 and d.second_factor)
     returning d.grant_id as "grantId", (${LIVE_DEVICE}) as live`,
    [userId, which.grantId ?? null, which.deviceId ?? null, which.withoutSecondFactor ?? false],
  );
  return rows;
}

/**
 * docs/accounts.md#colleagues-two-factor: the devices her colleagues (the active seats of her
 * serving Enterprise subscription, herself aside) approved without the second factor, removed once
 * she requires it. Her colleagues as the sessions' own rule names them.
 */
export async function deleteColleaguesDevicesWithoutSecondFactor(
  db: Queryable,
  ownerId: string,
): Promise<RemovedDevice[]> {
  const { rows } = await db.query<RemovedDevice>(
    `delete from app_devices d where not d.second_factor and d.user_id in (
       select l.user_id from licenses l join subscriptions sub on sub.id = l.subscription_id
       where sub.owner_id = $1 and sub.plan = 'enterprise' and sub.ended_at is null
         and not l.owner and l.status = 'active' and l.user_id <> $1)
     returning d.grant_id as "grantId", (${LIVE_DEVICE}) as live`,
    [ownerId],
  );
  return rows;
}

/**
 * Holds the account's devices until the transaction ends, so that two sign-ins approved at once
 * cannot both take the last place of the device limit (docs/desktop-app.md#device-limit).
 */
export async function lockDevicesOf(db: Queryable, userId: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtextextended('app_devices ' || $1::text, 0))`, [userId]);
}
