import type { Queryable } from '../db/database.js';

/** docs/sso.md#scim-token: the practice's one token, kept as its hash; a new one replaces the former. */
export async function replaceScimToken(
  db: Queryable,
  subscriptionId: string,
  tokenHash: string,
): Promise<Date> {
  const { rows } = await db.query<{ created_at: Date }>(
    `insert into scim_tokens (subscription_id, token_hash) values ($1, $2)
     on conflict (subscription_id) do update set token_hash = excluded.token_hash, created_at = now(),
       last_used_at = null
     returning created_at`,
    [subscriptionId, tokenHash],
  );
  return rows[0]?.created_at ?? new Date();
}

/** Whether the practice had a token to revoke. */
export async function deleteScimToken(db: Queryable, subscriptionId: string): Promise<boolean> {
  const { rows } = await db.query(
    'delete from scim_tokens where subscription_id = $1 returning subscription_id',
    [subscriptionId],
  );
  return rows.length > 0;
}

/**
 * The practice a token's hash names, its last use noted (at most once a minute, so a directory's
 * burst of calls writes once).
 */
export async function subscriptionOfScimToken(
  db: Queryable,
  tokenHash: string,
): Promise<{ subscriptionId: string; ownerId: string; ownerEmail: string } | null> {
  const { rows } = await db.query<{ subscription_id: string; owner_id: string; owner_email: string }>(
    `select t.subscription_id, s.owner_id, u.email as owner_email
     from scim_tokens t join subscriptions s on s.id = t.subscription_id join users u on u.id = s.owner_id
     where t.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  const subscriptionId = row.subscription_id;
  await db.query(
    `update scim_tokens set last_used_at = now()
       where subscription_id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
    [subscriptionId],
  );
  return { subscriptionId, ownerId: row.owner_id, ownerEmail: row.owner_email };
}
