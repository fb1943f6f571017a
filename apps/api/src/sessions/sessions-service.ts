import type { AccountSession } from '@app/contracts';
import { appDevicesOf, endAppDevice } from '../app-auth/devices-service.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { endEveryWayIn } from './end-ways-in.js';
import type { SessionUser } from './sessions-repository.js';
import { listLiveSessions, revokeSession, revokeSessionById } from './sessions-repository.js';
import { deviceNames } from './user-agent.js';

// What other domains read and write of this domain's tables: its repositories are private to it
// (docs/architecture.md#domains).
export {
  findSessionUser,
  forgetSessionsPasskey,
  forgetSessionsSecondFactor,
  markSessionPasskey,
  markSessionSecondFactor,
  revokeColleaguesSessionsWithoutSecondFactor,
  revokeSessionsWithoutSecondFactor,
  type SessionUser,
  sessionOpenedAt,
} from './sessions-repository.js';

/**
 * docs/accounts.md#sessions-list: hers only, this one marked, her Windows app's sign-ins beside
 * them (docs/desktop-app.md#devices), the most recently used first.
 */
export async function sessionsOf(db: Queryable, user: SessionUser): Promise<AccountSession[]> {
  const sessions: AccountSession[] = (await listLiveSessions(db, user.id)).map((session) => ({
    kind: 'browser',
    id: session.id,
    ...deviceNames(session.userAgent),
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastSeenAt.toISOString(),
    current: session.id === user.sessionId,
    signedInWith: session.signedInWith,
  }));
  const devices: AccountSession[] = (await appDevicesOf(db, user.id)).map((device) => ({
    kind: 'app',
    id: device.id,
    name: device.name,
    createdAt: device.createdAt.toISOString(),
    lastUsedAt: device.lastUsedAt.toISOString(),
    lastUsedFrom: device.lastUsedFrom,
    current: false,
  }));
  return [...sessions, ...devices].sort((a, b) => Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt));
}

/**
 * Ends one of her sessions, or one of her app's sign-ins; another account's id (or an ended one)
 * is 404 and changes nothing.
 */
export async function endSession(db: Database, user: SessionUser, sessionId: string): Promise<void> {
  if (await revokeSessionById(db, user.id, sessionId)) return;
  if (!(await endAppDevice(db, user.id, sessionId))) throw new HttpError('not_found');
}

/**
 * "Sign out everywhere else": this browser stays signed in; every other way in ends with the
 * other sessions and the app's sign-ins, or a sign-in begun elsewhere could still be finished
 * (docs/accounts.md#ways-in-end). Answers how many sessions and app sign-ins ended.
 */
export async function endOtherSessions(db: Database, user: SessionUser): Promise<number> {
  return db.transaction((tx) => endEveryWayIn(tx, user.id, user.sessionId));
}

/** Signing out ends the session here too, not only in the browser: a copied token dies with it. */
export async function signOut(db: Queryable, token: string): Promise<void> {
  await revokeSession(db, token);
}
