import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';

export interface AttemptLimit {
  /** What is counted, e.g. 'signin_failure'. */
  readonly kind: string;
  readonly max: number;
  readonly windowMinutes: number;
}

/** Issue 7: 10 failed sign-ins per account per 15 minutes. */
export const SIGNIN_FAILURES: AttemptLimit = { kind: 'signin_failure', max: 10, windowMinutes: 15 };
/** Issue 7: 3 reset e-mails per account per hour. */
export const RESET_EMAILS: AttemptLimit = { kind: 'reset_email', max: 3, windowMinutes: 60 };
/** Sign-ups per address: a confirmation e-mail can be asked for again, but not in a loop. */
export const SIGNUPS: AttemptLimit = { kind: 'signup', max: 5, windowMinutes: 60 };

/** Invitations per recipient address: a seat cannot be used to flood someone's mailbox. */
export const INVITATIONS: AttemptLimit = { kind: 'invitation', max: 5, windowMinutes: 24 * 60 };

/** 429 rate_limited when `subject` already used up its attempts in the window. */
export async function assertUnderLimit(db: Queryable, limit: AttemptLimit, subject: string): Promise<void> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from auth_attempts
     where kind = $1 and subject = $2 and at > now() - make_interval(mins => $3)`,
    [limit.kind, subject, limit.windowMinutes],
  );
  if ((rows[0]?.count ?? 0) >= limit.max) throw new HttpError('rate_limited');
}

export async function recordAttempt(db: Queryable, limit: AttemptLimit, subject: string): Promise<void> {
  await db.query('insert into auth_attempts (kind, subject) values ($1, $2)', [limit.kind, subject]);
}
