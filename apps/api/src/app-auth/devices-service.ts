import type Provider from 'oidc-provider';
import type { Database } from '../db/database.js';
import { destroyGrantRecords } from './app-auth-repository.js';
import { type AppDeviceRow, deleteDevices, listDevices, touchDevice } from './devices-repository.js';
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
export const appDevicesOf = (db: Database, userId: string) => listDevices(db, userId);

/**
 * Ends app sign-ins of the account: one device, or all of them. Its tokens and grant go with it,
 * so the app's next call is refused and it must sign in again (docs/desktop-app.md#devices).
 * Returns how many ended; another account's device ends nothing.
 */
export async function endAppDevices(db: Database, userId: string, grantId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await deleteDevices(tx, userId, grantId);
    for (const id of ended) await destroyGrantRecords(tx, id);
    return ended.length;
  });
}
