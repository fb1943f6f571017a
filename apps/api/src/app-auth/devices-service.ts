import type Provider from 'oidc-provider';
import type { Database, Queryable } from '../db/database.js';
import { destroyGrantRecords } from './app-auth-repository.js';
import {
  type AppDeviceRow,
  type DeviceSelection,
  deleteColleaguesDevicesWithoutSecondFactor,
  deleteDevices,
  listDevices,
  type RemovedDevice,
  touchDevice,
} from './devices-repository.js';
import { APP_CLIENT_ID } from './provider.js';

/** How stale a device's "last used" may be before a call moves it (the session list's is approximate). */
const LAST_USE_PRECISION_SECONDS = 60;

/** The Windows app making a call (docs/desktop-app.md#app-calls): whose licence, which device. */
export interface AppCaller {
  userId: string;
  grantId: string;
  device: AppDeviceRow;
}

/**
 * The caller an app access token names, or none: an unknown, expired or revoked token, another
 * client's, a browser session's token (never an access token of ours), or a device ended from
 * the session list (docs/desktop-app.md#app-calls).
 */
export async function appCallerOf(
  db: Database,
  provider: Provider,
  accessToken: string,
  from: string | null,
): Promise<AppCaller | undefined> {
  const token = await provider.AccessToken.find(accessToken);
  if (!token || token.isExpired || token.clientId !== APP_CLIENT_ID) return undefined;
  const { accountId, grantId } = token;
  if (!accountId || !grantId) return undefined;
  const device = await touchDevice(db, grantId, from, LAST_USE_PRECISION_SECONDS);
  if (!device || device.userId !== accountId) return undefined;
  return { userId: accountId, grantId, device };
}

/** The account's app sign-ins (docs/desktop-app.md#devices), the most recently used first. */
export const appDevicesOf = (db: Queryable, userId: string) => listDevices(db, userId);

/**
 * Every code, access and refresh token of the grants goes with their devices. Counts those still
 * signed in: one that had ended by itself was no longer listed, and ending it again ends nothing.
 */
async function endGrants(tx: Queryable, removed: readonly RemovedDevice[]): Promise<number> {
  for (const { grantId } of removed) await destroyGrantRecords(tx, grantId);
  return removed.filter((device) => device.live).length;
}

/**
 * Ends app sign-ins of the account, in the caller's transaction: all of them, or those `which`
 * names. Their tokens and grants go with them, so the app's next call is refused and it must sign
 * in again (docs/desktop-app.md#devices). Returns how many ended; another account's device ends
 * nothing. docs/accounts.md#ways-in-end calls it with every other way in.
 */
export async function endAppSignIns(
  tx: Queryable,
  userId: string,
  which: DeviceSelection = {},
): Promise<number> {
  return endGrants(tx, await deleteDevices(tx, userId, which));
}

/** One device, or all of them, by the grant's id, in a transaction of its own. */
export async function endAppDevices(db: Database, userId: string, grantId?: string): Promise<number> {
  return db.transaction((tx) => endAppSignIns(tx, userId, grantId === undefined ? {} : { grantId }));
}

/** docs/accounts.md#sessions-list: one device ended by its public id; false if the account has none such. */
export async function endAppDevice(db: Database, userId: string, deviceId: string): Promise<boolean> {
  return (await db.transaction((tx) => endAppSignIns(tx, userId, { deviceId }))) > 0;
}

/**
 * docs/accounts.md#colleagues-two-factor: once an owner requires two-factor sign-in, her colleagues'
 * app sign-ins approved without it end, as their browser sessions opened without it do.
 */
export async function endColleaguesAppSignInsWithoutSecondFactor(
  tx: Queryable,
  ownerId: string,
): Promise<number> {
  return endGrants(tx, await deleteColleaguesDevicesWithoutSecondFactor(tx, ownerId));
}
