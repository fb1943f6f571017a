import type { Queryable } from '../db/database.js';

/** Rows as the download shows them: the database's own words, dates as ISO strings. */
type Rows = Array<Record<string, unknown>>;

const iso = (column: string, as: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "${as}"`;

async function rows(db: Queryable, sql: string, userId: string): Promise<Rows> {
  return (await db.query<Record<string, unknown>>(sql, [userId])).rows;
}

/**
 * Everything the API keeps about one account that is hers to download (nFADP art. 25 and 28), but
 * her invoices: the invoices domain lists them (`exportedInvoices`).
 */
export async function accountData(db: Queryable, userId: string) {
  const [profile] = await rows(
    db,
    `select email, lang as language, role, status, ${iso('created_at', 'createdAt')},
       ${iso('email_confirmed_at', 'emailConfirmedAt')}, ${iso('deletion_requested_at', 'deletionRequestedAt')},
       transcription_seconds as "transcriptionSeconds",
       exists (select 1 from two_factor t where t.user_id = users.id and t.enabled_at is not null)
         as "twoFactorEnabled"
     from users where id = $1`,
    userId,
  );
  return {
    profile: profile ?? {},
    sessions: await rows(
      db,
      `select user_agent as "userAgent", client_address as "clientAddress", ${iso('created_at', 'createdAt')},
         ${iso('last_seen_at', 'lastUsedAt')}, ${iso('expires_at', 'expiresAt')}, ${iso('revoked_at', 'endedAt')}
       from sessions where user_id = $1 order by created_at`,
      userId,
    ),
    // docs/passkeys.md#list: what she sees of each passkey; never its key or credential id.
    passkeys: await rows(
      db,
      `select name, ${iso('created_at', 'createdAt')}, ${iso('last_used_at', 'lastUsedAt')}, backed_up as synced
       from passkeys where user_id = $1 order by created_at`,
      userId,
    ),
    seats: await rows(
      db,
      `select o.email as "subscriptionOwner", u.email as "holder", l.owner as "ownerSeat", l.status,
         ${iso('l.created_at', 'createdAt')}
       from licenses l join subscriptions s on s.id = l.subscription_id
         join users o on o.id = s.owner_id join users u on u.id = l.user_id
       where l.user_id = $1 or s.owner_id = $1 order by l.created_at`,
      userId,
    ),
    billingDetails:
      (
        await rows(
          db,
          `select first_name as "firstName", last_name as "lastName", address, postal_code as "postalCode",
           city, ${iso('updated_at', 'updatedAt')}
         from billing_info where user_id = $1`,
          userId,
        )
      )[0] ?? null,
    subscriptions: await rows(
      db,
      `select plan, frequency, quantity as seats, status, collection_method as "collectionMethod",
         ${iso('created_at', 'createdAt')}, ${iso('current_period_end', 'currentPeriodEnd')},
         ${iso('cancel_at', 'cancelAt')}, ${iso('ended_at', 'endedAt')}
       from subscriptions where owner_id = $1 order by created_at`,
      userId,
    ),
  };
}
