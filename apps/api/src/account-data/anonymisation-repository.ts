import type { Queryable } from '../db/database.js';

/**
 * Accounts whose grace period ended before `cutoff`, claimed for this transaction. `skip locked`
 * lets several API processes run the job at once: each account is taken by one of them only.
 */
export async function claimDueAccounts(
  db: Queryable,
  cutoff: Date,
  limit: number,
): Promise<Array<{ id: string; email: string }>> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `select id, email from users
     where deletion_requested_at is not null and anonymised_at is null and deletion_requested_at <= $1
     order by deletion_requested_at, id
     limit $2
     for update skip locked`,
    [cutoff, limit],
  );
  return rows;
}

/**
 * Issue 21 (nFADP): her personal data goes; what the law requires to be kept stays. The address
 * becomes one that names nobody (and frees hers for a new sign-up); password, two-factor,
 * sessions, known browsers, links, billing details, seats, rate-limit counts and mails to her are
 * deleted. The subscriptions and invoices stay, tied to the anonymised account, as bookkeeping
 * records must be kept (Swiss Code of Obligations art. 958f: ten years).
 */
export async function anonymiseAccount(db: Queryable, user: { id: string; email: string }): Promise<void> {
  await db.query(
    `update users set email = 'deleted-' || id || '@deleted.invalid', password_hash = null,
       role = 'user', require_colleague_two_factor = false, anonymised_at = now()
     where id = $1`,
    [user.id],
  );
  for (const table of [
    'sessions',
    'known_browsers',
    'one_time_tokens',
    'two_factor',
    'recovery_codes',
    'billing_info',
    'licenses',
  ]) {
    await db.query(`delete from ${table} where user_id = $1`, [user.id]);
  }
  // Counts keyed by her address or id, alone or after a client's (`<client> <key>`).
  await db.query(
    `delete from auth_attempts
     where subject in ($1, $2) or right(subject, length($1) + 1) = ' ' || $1
        or right(subject, length($2) + 1) = ' ' || $2`,
    [user.email, `user:${user.id}`],
  );
  await db.query('delete from mail_outbox where recipient = $1', [user.email]);
}
