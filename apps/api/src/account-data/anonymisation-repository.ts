import type { Queryable } from '../db/database.js';

export interface DueAccount {
  id: string;
  deletionRequestedAt: Date;
  stripeCustomerId: string | null;
}

/**
 * Accounts whose grace period ended before `cutoff`, in the order of their requests, after
 * `after` (a page of a pass). Read without a lock: each is then taken under its purchase mark.
 */
export async function findDueAccounts(
  db: Queryable,
  cutoff: Date,
  limit: number,
  after: DueAccount | null,
): Promise<DueAccount[]> {
  const { rows } = await db.query<DueAccount>(
    `select id, deletion_requested_at as "deletionRequestedAt", stripe_customer_id as "stripeCustomerId"
       from users
     where deletion_requested_at is not null and anonymised_at is null and deletion_requested_at <= $1
       and ($3::timestamptz is null or (deletion_requested_at, id) > ($3::timestamptz, $4::uuid))
     order by deletion_requested_at, id
     limit $2`,
    [cutoff, limit, after?.deletionRequestedAt ?? null, after?.id ?? null],
  );
  return rows;
}

/**
 * The account if it is still due: not kept meanwhile ("keep my account" clears the request) and
 * not anonymised by another process. Inside a transaction its row stays locked until the end.
 */
export async function findDueAccount(
  db: Queryable,
  userId: string,
  cutoff: Date,
): Promise<{ id: string; email: string } | null> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `select id, email from users
     where id = $1 and deletion_requested_at is not null and anonymised_at is null
       and deletion_requested_at <= $2
     for update`,
    [userId, cutoff],
  );
  return rows[0] ?? null;
}

/**
 * docs/accounts.md#account-deletion (nFADP): her personal data goes; what the law requires to be
 * kept stays. The address becomes one that names nobody (and frees hers for a new sign-up);
 * password, two-factor, passkeys (and her WebAuthn handle), sessions, known browsers, links,
 * billing details, seats, rate-limit counts and mails to her are deleted. The subscriptions and
 * invoices stay, tied to the anonymised account, as bookkeeping records must be kept (Swiss Code of
 * Obligations art. 958f: ten years).
 */
export async function anonymiseAccount(db: Queryable, user: { id: string; email: string }): Promise<void> {
  await db.query(
    `update users set email = 'deleted-' || id || '@deleted.invalid', password_hash = null,
       role = 'user', require_colleague_two_factor = false, require_practice_passkeys = false,
       webauthn_user_id = null, anonymised_at = now()
     where id = $1`,
    [user.id],
  );
  for (const table of [
    'sessions',
    'known_browsers',
    'one_time_tokens',
    'two_factor',
    'recovery_codes',
    // docs/passkeys.md: her passkeys are kept until she removes them or the account is anonymised.
    'passkeys',
    'webauthn_challenges',
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
