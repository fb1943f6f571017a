import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { insertDevice, listDevices, lockDevicesOf } from './devices-repository.js';

/** docs/desktop-app.md#device-limit: the devices a licence serves now, and how many it may. */
export interface AppDeviceRoom {
  deviceLimit: number;
  devicesInUse: Array<{ name: string | null; lastUsedAt: string }>;
}

/**
 * The account's devices as the consent screen names them (the most recently used first) and the
 * limit, so the screen can say before the approval that there is no room left.
 */
export async function appDeviceRoom(
  db: Queryable,
  userId: string,
  deviceLimit: number,
): Promise<AppDeviceRoom> {
  const devices = await listDevices(db, userId);
  return {
    deviceLimit,
    devicesInUse: devices.map((device) => ({
      name: device.name,
      lastUsedAt: device.lastUsedAt.toISOString(),
    })),
  };
}

/**
 * Records an approved app sign-in as a device of the account (docs/desktop-app.md#devices) if the
 * licence serves fewer devices than `deviceLimit`; otherwise refuses with 409 `app_device_limit`
 * and records nothing (docs/desktop-app.md#device-limit). Every way an app signs in (the browser's
 * consent, the device-code grant) records its device here, so the limit has one home; the caller
 * ends the refused grant.
 */
export async function recordAppDevice(
  db: Database,
  device: {
    grantId: string;
    userId: string;
    name: string | null;
    from: string | null;
    /** Approved in a session opened with the second factor (docs/accounts.md#colleagues-two-factor). */
    secondFactor?: boolean;
  },
  deviceLimit: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDevicesOf(tx, device.userId);
    const inUse = await listDevices(tx, device.userId);
    if (inUse.length >= deviceLimit) throw new HttpError('app_device_limit');
    await insertDevice(tx, device);
  });
}
