import { SESSION_IDLE_MINUTES, SESSION_LIFETIME_HOURS, type SigninMethod } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { hashToken, newToken } from './session-tokens.js';

/** A session ends 12 hours after sign-in, or after 30 minutes without a request (docs/legal.md#retention). */
export { SESSION_IDLE_MINUTES, SESSION_LIFETIME_HOURS };

export interface SessionUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'pending';
  /** Changes with anything subscription-info shows (migration 0004). */
  accountVersion: string;
  /** The public id of the session making the request (migration 0007), to mark it in the list. */
  sessionId: string;
  /**
   * Opened with her second factor, or she set two-factor sign-in up in it (migration 0011;
   * docs/accounts.md#second-factor-session).
   */
  secondFactor: boolean;
  /** Opened with a passkey, or she added one in it (docs/passkeys.md#passkey-session). */
  passkey: boolean;
}

/** Where a session was opened from: what its owner needs to recognise it in the sessions list. */
export interface SessionOrigin {
  userAgent: string | null;
  clientAddress: string | null;
  /** Opened with a code after the password (docs/accounts.md#colleagues-two-factor). */
  secondFactor?: boolean;
  /** Opened with a passkey, or one was created to open it (docs/passkeys.md#passkey-session). */
  passkey?: boolean;
  /** How it was opened, as the sessions list says (docs/passkeys.md#sign-in-events). */
  signedInWith?: SigninMethod;
}

/** Where a session is live: not ended, not expired, not idle too long. */
const LIVE = `s.revoked_at is null and s.expires_at > now()
  and s.last_seen_at > now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`;

const UNKNOWN_ORIGIN: SessionOrigin = { userAgent: null, clientAddress: null };

export async function createSession(
  db: Queryable,
  userId: string,
  origin: SessionOrigin = UNKNOWN_ORIGIN,
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at, user_agent, client_address, second_factor,
                           passkey, signed_in_with)
     values ($1, $2, now() + make_interval(hours => $3), $4, $5, $6, $7, $8)`,
    [
      hashToken(token),
      userId,
      SESSION_LIFETIME_HOURS,
      origin.userAgent,
      origin.clientAddress,
      origin.secondFactor ?? false,
      origin.passkey ?? false,
      origin.signedInWith ?? null,
    ],
  );
  return token;
}

/**
 * docs/accounts.md#new-browser-mail: a browser this account has never opened a session in (its
 * cookie's id is not among the account's known browsers), on an account that has signed in
 * before: its owner is told by mail. The User-Agent plays no part: anyone can send the owner's.
 */
export async function isNewBrowser(db: Queryable, userId: string, browserId: string): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean; known: boolean }>(
    `select exists (select 1 from sessions where user_id = $1) as any,
       exists (select 1 from known_browsers where user_id = $1 and browser_hash = $2) as known`,
    [userId, hashToken(browserId)],
  );
  return Boolean(rows[0]?.any) && !rows[0]?.known;
}

/** The browser a session was just opened in is known to the account from now on. */
export async function rememberBrowser(db: Queryable, userId: string, browserId: string): Promise<void> {
  await db.query(
    'insert into known_browsers (user_id, browser_hash) values ($1, $2) on conflict do nothing',
    [userId, hashToken(browserId)],
  );
}

/**
 * The idle clock is moved at most once a minute: a page firing many calls at once would otherwise
 * queue them all on one row lock, for a precision the 30-minute idle limit does not need.
 */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/**
 * The user behind a live session, refreshing its idle clock; null when the token is unknown,
 * revoked, expired or idle too long.
 */
export async function findSessionUser(db: Queryable, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const { rows } = await db.query<SessionUser & { stale: boolean }>(
    `select u.id, u.email, u.role, u.status, u.account_version::text as "accountVersion",
       s.id as "sessionId", s.second_factor as "secondFactor",
       s.passkey, s.last_seen_at < now() - make_interval(secs => $3) as stale
     from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1
       and s.revoked_at is null
       and s.expires_at > now()
       and s.last_seen_at > now() - make_interval(mins => $2)`,
    [tokenHash, SESSION_IDLE_MINUTES, SESSION_TOUCH_INTERVAL_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    await db.query('update sessions set last_seen_at = now() where token_hash = $1', [tokenHash]);
  }
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    accountVersion: row.accountVersion,
    sessionId: row.sessionId,
    secondFactor: row.secondFactor,
    passkey: row.passkey,
  };
}

/**
 * docs/passkeys.md#register: the passkey she adds proves both factors in the session she adds it
 * in, which counts from then on as a passkey session (and a second-factor one).
 */
export async function markSessionPasskey(db: Queryable, userId: string, sessionId: string): Promise<void> {
  await db.query('update sessions set passkey = true where id = $2 and user_id = $1', [userId, sessionId]);
}

/** docs/passkeys.md#passkey-session: her last passkey removed, none of her sessions counts as a passkey one. */
export async function forgetSessionsPasskey(db: Queryable, userId: string): Promise<void> {
  await db.query('update sessions set passkey = false where user_id = $1 and passkey', [userId]);
}

/** When the session was opened: removing the last passkey asks for a recent one (docs/passkeys.md#remove). */
export async function sessionOpenedAt(db: Queryable, sessionId: string): Promise<Date | null> {
  const { rows } = await db.query<{ createdAt: Date }>(
    'select created_at as "createdAt" from sessions where id = $1',
    [sessionId],
  );
  return rows[0]?.createdAt ?? null;
}

/**
 * docs/accounts.md#second-factor-session: the code that turns two-factor sign-in on proves her
 * second factor in the session she gave it in, which then counts as opened with it.
 */
export async function markSessionSecondFactor(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<void> {
  await db.query('update sessions set second_factor = true where id = $2 and user_id = $1', [
    userId,
    sessionId,
  ]);
}

/** Two-factor sign-in turned off: none of her sessions counts as opened with it any more. */
export async function forgetSessionsSecondFactor(db: Queryable, userId: string): Promise<void> {
  await db.query('update sessions set second_factor = false where user_id = $1 and second_factor', [userId]);
}

/** Sign-out: the token stops working at once, on every API process. */
export async function revokeSession(db: Queryable, token: string): Promise<void> {
  await db.query('update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null', [
    hashToken(token),
  ]);
}

/**
 * Every live session of the account ends but `keepId` (a public id), if any; answers how many
 * ended. Called through endEveryWayIn, which ends the other ways in with them
 * (docs/accounts.md#ways-in-end).
 */
export async function revokeAllSessions(db: Queryable, userId: string, keepId?: string): Promise<number> {
  const { rows } = await db.query(
    `update sessions s set revoked_at = now()
     where s.user_id = $1 and ($2::uuid is null or s.id <> $2::uuid) and ${LIVE} returning 1`,
    [userId, keepId ?? null],
  );
  return rows.length;
}

/** One live session as its owner's list shows it. */
export interface LiveSession {
  id: string;
  userAgent: string | null;
  signedInWith: SigninMethod | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The account's live sessions, the most recently used first. */
export async function listLiveSessions(db: Queryable, userId: string): Promise<LiveSession[]> {
  const { rows } = await db.query<LiveSession>(
    `select s.id, s.user_agent as "userAgent", s.signed_in_with as "signedInWith", s.created_at as "createdAt", s.last_seen_at as "lastSeenAt"
     from sessions s where s.user_id = $1 and ${LIVE}
     order by s.last_seen_at desc, s.created_at desc`,
    [userId],
  );
  return rows;
}

/**
 * Ends one live session of the account by its public id; false when the id names no live session
 * of this account (another account's included), and then nothing changes.
 */
export async function revokeSessionById(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(
    `update sessions s set revoked_at = now() where s.id = $2 and s.user_id = $1 and ${LIVE} returning 1`,
    [userId, sessionId],
  );
  return rows.length > 0;
}

/**
 * docs/accounts.md#colleagues-two-factor: once an owner requires two-factor sign-in, her
 * colleagues' sessions opened with the password alone end (hers stay); they sign in again and
 * set it up. Answers how many ended.
 */
export async function revokeColleaguesSessionsWithoutSecondFactor(
  db: Queryable,
  ownerId: string,
): Promise<number> {
  const { rows } = await db.query(
    `update sessions s set revoked_at = now()
     where not s.second_factor and ${LIVE} and s.user_id in (
       select l.user_id from licenses l join subscriptions sub on sub.id = l.subscription_id
       where sub.owner_id = $1 and sub.plan = 'enterprise' and sub.ended_at is null
         and not l.owner and l.status = 'active' and l.user_id <> $1)
     returning 1`,
    [ownerId],
  );
  return rows.length;
}

/**
 * docs/accounts.md#colleagues-two-factor: her sessions opened with the password alone end, when
 * she accepts a seat whose owner requires two-factor sign-in.
 */
export async function revokeSessionsWithoutSecondFactor(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now()
      where user_id = $1 and not second_factor and revoked_at is null`,
    [userId],
  );
}
