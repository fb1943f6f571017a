import type { AccountSession } from '@app/contracts';
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
  forgetSessionsSecondFactor,
  markSessionSecondFactor,
  revokeColleaguesSessionsWithoutSecondFactor,
  revokeSessionsWithoutSecondFactor,
  type SessionUser,
} from './sessions-repository.js';

/** docs/accounts.md#sessions-list: hers only, this one marked. */
export async function sessionsOf(db: Queryable, user: SessionUser): Promise<AccountSession[]> {
  const sessions = await listLiveSessions(db, user.id);
  return sessions.map((session) => ({
    id: session.id,
    ...deviceNames(session.userAgent),
    createdAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastSeenAt.toISOString(),
    current: session.id === user.sessionId,
  }));
}

/** Ends one of her sessions; another account's id (or an ended one) is 404 and changes nothing. */
export async function endSession(db: Queryable, user: SessionUser, sessionId: string): Promise<void> {
  if (!(await revokeSessionById(db, user.id, sessionId))) throw new HttpError('not_found');
}

/**
 * "Sign out everywhere else": this browser stays signed in; every other way in ends with the
 * other sessions, or a sign-in begun elsewhere could still be finished (docs/accounts.md#ways-in-end).
 */
export async function endOtherSessions(db: Database, user: SessionUser): Promise<number> {
  return db.transaction((tx) => endEveryWayIn(tx, user.id, user.sessionId));
}

/** Signing out ends the session here too, not only in the browser: a copied token dies with it. */
export async function signOut(db: Queryable, token: string): Promise<void> {
  await revokeSession(db, token);
}
