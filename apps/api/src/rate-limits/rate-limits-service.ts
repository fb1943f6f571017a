import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import {
  type AttemptCount,
  clearAttempts,
  countAttempts,
  countAttemptsOf,
  lockCounts,
  recordAttempts,
} from './attempts-repository.js';
import {
  accountSoftDelayMilliseconds,
  type Backoff,
  backoffWaitSeconds,
  type CountLimit,
  FAILURES_REPORTED_HOURS,
  SIGNIN_ACCOUNT_SOFT_DELAY,
  SIGNIN_CLIENT,
  SIGNIN_CLIENT_ACCOUNT,
  TWO_FACTOR_ACCOUNT,
  TWO_FACTOR_CLIENT,
  TWO_FACTOR_CLIENT_ACCOUNT,
} from './limits.js';

/** 429 rate_limited, with how long to wait, when `subject` already used up `limit`. */
export async function assertUnderLimit(db: Queryable, limit: CountLimit, subject: string): Promise<void> {
  assertCountUnder(limit, await countAttempts(db, limit.kind, subject, limit.windowMinutes));
}

function assertCountUnder(limit: CountLimit, { count }: AttemptCount): void {
  if (count >= limit.max) throw new HttpError('rate_limited', undefined, limit.windowMinutes * 60);
}

/**
 * Checks every limit first, then counts the attempt against all of them, as one step: the counts
 * it checks are locked until it is recorded, so attempts arriving at once, on one API process or
 * several, cannot all find the last free place. Inside the caller's transaction when given one.
 */
export async function takeAttempt(
  db: Database | Queryable,
  limits: ReadonlyArray<{ limit: CountLimit; subject: string }>,
): Promise<void> {
  const take = async (tx: Queryable) => {
    await lockCounts(
      tx,
      limits.map(({ limit, subject }) => ({ kind: limit.kind, subject })),
    );
    const counts = await countAttemptsOf(
      tx,
      limits.map(({ limit, subject }) => ({ kind: limit.kind, subject, windowMinutes: limit.windowMinutes })),
    );
    for (const [index, { limit }] of limits.entries()) assertCountUnder(limit, counts[index] as AttemptCount);
    await recordAttempts(
      tx,
      limits.map(({ limit, subject }) => ({ kind: limit.kind, subject })),
    );
  };
  if ('transaction' in db) await db.transaction(take);
  else await take(db);
}

/** One client on one account: the key of the only counter that can refuse a sign-in of that account. */
const clientOnAccount = (client: string, email: string) => `${client} ${email}`;

function assertBackoffOver(backoff: Backoff, { count, secondsSinceLast }: AttemptCount): void {
  const wait = backoffWaitSeconds(backoff, count, secondsSinceLast);
  if (wait > 0) throw new HttpError('rate_limited', undefined, wait);
}

/** Each backoff checked against its count, `counts` in the same order. */
function assertBackoffsOver(backoffs: readonly Backoff[], counts: readonly AttemptCount[]): void {
  for (const [index, backoff] of backoffs.entries())
    assertBackoffOver(backoff, counts[index] as AttemptCount);
}

/**
 * Before a password is checked: 429 when this client must still wait (its failures on this
 * account, or on all accounts); otherwise waits out the account's soft delay, which slows every
 * client alike and refuses none, so a stranger's failures elsewhere never keep the owner out.
 */
export async function beforeSignin(db: Queryable, client: string, email: string): Promise<void> {
  // One query for the three counts: a sign-in's time is mostly its hash, and every round trip
  // before it adds to the load test's p99.
  const backoffs = [
    { ...SIGNIN_CLIENT_ACCOUNT, subject: clientOnAccount(client, email) },
    { ...SIGNIN_CLIENT, subject: client },
  ];
  const [{ count } = { count: 0 }, ...ofBackoffs] = await countAttemptsOf(db, [
    { ...SIGNIN_ACCOUNT_SOFT_DELAY, subject: email },
    ...backoffs,
  ]);
  assertBackoffsOver(backoffs, ofBackoffs);
  const delay = accountSoftDelayMilliseconds(count);
  if (delay > 0) await sleep(delay);
}

export async function recordSigninFailure(db: Queryable, client: string, email: string): Promise<void> {
  await recordAttempts(db, [
    { kind: SIGNIN_CLIENT_ACCOUNT.kind, subject: clientOnAccount(client, email) },
    { kind: SIGNIN_CLIENT.kind, subject: client },
    { kind: SIGNIN_ACCOUNT_SOFT_DELAY.kind, subject: email },
  ]);
}

/**
 * docs/passkeys.md#sign-in: a failed passkey sign-in counts against the client like a wrong
 * password on any account (password spraying's count); no address is typed to count it on.
 */
export async function beforePasskeySignin(db: Queryable, client: string): Promise<void> {
  const backoffs = [{ ...SIGNIN_CLIENT, subject: client }];
  assertBackoffsOver(backoffs, await countAttemptsOf(db, backoffs));
}

export async function recordPasskeySigninFailure(db: Queryable, client: string): Promise<void> {
  await recordAttempts(db, [{ kind: SIGNIN_CLIENT.kind, subject: client }]);
}

/** The client proved it knows the password: its own failures on this account are forgiven. */
export async function recordSigninSuccess(db: Queryable, client: string, email: string): Promise<void> {
  await clearAttempts(db, SIGNIN_CLIENT_ACCOUNT.kind, clientOnAccount(client, email));
}

/** Wrong passwords tried on the account lately, from any client, for the owner's sign-in link mail. */
export async function recentSigninFailures(db: Queryable, email: string): Promise<number> {
  const { count } = await countAttempts(
    db,
    SIGNIN_ACCOUNT_SOFT_DELAY.kind,
    email,
    FAILURES_REPORTED_HOURS * 60,
  );
  return count;
}

/** The account's key in the two-factor counts: its id, which no sign-in form can name. */
const accountKey = (userId: string) => `user:${userId}`;

/** Before a two-factor code is checked: 429 while this client, or this account, must wait. */
export async function beforeSecondFactor(db: Queryable, client: string, userId: string): Promise<void> {
  const backoffs = [
    { ...TWO_FACTOR_CLIENT_ACCOUNT, subject: clientOnAccount(client, accountKey(userId)) },
    { ...TWO_FACTOR_CLIENT, subject: client },
    { ...TWO_FACTOR_ACCOUNT, subject: accountKey(userId) },
  ];
  assertBackoffsOver(backoffs, await countAttemptsOf(db, backoffs));
}

export async function recordSecondFactorFailure(
  db: Queryable,
  client: string,
  userId: string,
): Promise<void> {
  await recordAttempts(db, [
    { kind: TWO_FACTOR_CLIENT_ACCOUNT.kind, subject: clientOnAccount(client, accountKey(userId)) },
    { kind: TWO_FACTOR_CLIENT.kind, subject: client },
    { kind: TWO_FACTOR_ACCOUNT.kind, subject: accountKey(userId) },
  ]);
}

/** A right code proves the owner: her account's count and this client's on it start again. */
export async function recordSecondFactorSuccess(
  db: Queryable,
  client: string,
  userId: string,
): Promise<void> {
  await clearAttempts(db, TWO_FACTOR_CLIENT_ACCOUNT.kind, clientOnAccount(client, accountKey(userId)));
  await clearAttempts(db, TWO_FACTOR_ACCOUNT.kind, accountKey(userId));
}

/**
 * A poll of `subject` sooner than `intervalSeconds` after its previous one (RFC 8628 section 3.5:
 * the device-code grant's `slow_down`); the poll is counted either way.
 */
export async function pollTooSoon(
  db: Queryable,
  kind: string,
  subject: string,
  intervalSeconds: number,
): Promise<boolean> {
  const { secondsSinceLast } = await countAttempts(db, kind, subject, 1);
  await recordAttempts(db, [{ kind, subject }]);
  return secondsSinceLast !== null && secondsSinceLast < intervalSeconds;
}
