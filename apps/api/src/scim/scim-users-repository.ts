import type { Queryable } from '../db/database.js';

/** A person the practice's directory provisioned (docs/sso.md#scim), with her account's address. */
export interface ScimUserRow {
  id: string;
  user_id: string;
  email: string;
  external_id: string | null;
  active: boolean;
  display_name: string | null;
  attributes: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  /** Her licence of this practice, if any (its status), and whether she is its owner. */
  licence_status: string | null;
  owner: boolean;
}

const SELECT = `select su.id, su.user_id, u.email, su.external_id, su.active, su.display_name, su.attributes,
    su.created_at, su.updated_at, l.status as licence_status, coalesce(l.owner, false) as owner
  from scim_users su join users u on u.id = su.user_id
  left join licenses l on l.subscription_id = su.subscription_id and l.user_id = su.user_id`;

/** The practice's provisioned people, oldest first (a stable order for paging). */
export async function scimUsersOf(db: Queryable, subscriptionId: string): Promise<ScimUserRow[]> {
  const { rows } = await db.query<ScimUserRow>(
    `${SELECT} where su.subscription_id = $1 order by su.created_at, su.id`,
    [subscriptionId],
  );
  return rows;
}

/** One of the practice's provisioned people; another practice's id reads as none. */
export async function findScimUser(
  db: Queryable,
  subscriptionId: string,
  id: string,
): Promise<ScimUserRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { rows } = await db.query<ScimUserRow>(
    `${SELECT} where su.subscription_id = $1 and su.id = $2 for update of su`,
    [subscriptionId, id],
  );
  return rows[0] ?? null;
}

/** Whether the practice's directory already holds this account, or this external id. */
export async function scimUserTaken(
  db: Queryable,
  subscriptionId: string,
  userId: string,
  externalId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from scim_users where subscription_id = $1
       and (user_id = $2 or ($3::text is not null and external_id = $3)) limit 1`,
    [subscriptionId, userId, externalId],
  );
  return rows.length > 0;
}

/** The domains the practice proved (docs/sso.md#domain-proof). */
export async function provenDomainsOf(db: Queryable, subscriptionId: string): Promise<string[]> {
  const { rows } = await db.query<{ domain: string }>(
    'select domain from sso_domains where subscription_id = $1 and proven_at is not null',
    [subscriptionId],
  );
  return rows.map((row) => row.domain);
}

/** The directory's values of a person, as kept. */
export interface ScimValues {
  externalId: string | null;
  active: boolean;
  displayName: string | null;
  attributes: Record<string, unknown>;
}

export async function insertScimUser(
  db: Queryable,
  subscriptionId: string,
  userId: string,
  values: ScimValues,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into scim_users (subscription_id, user_id, external_id, active, display_name, attributes)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      subscriptionId,
      userId,
      values.externalId,
      values.active,
      values.displayName,
      JSON.stringify(values.attributes),
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('scim user not inserted');
  return id;
}

export async function updateScimUser(db: Queryable, id: string, values: ScimValues): Promise<void> {
  await db.query(
    `update scim_users set external_id = $2, active = $3, display_name = $4, attributes = $5, updated_at = now()
     where id = $1`,
    [id, values.externalId, values.active, values.displayName, JSON.stringify(values.attributes)],
  );
}

export async function deleteScimUser(db: Queryable, id: string): Promise<void> {
  await db.query('delete from scim_users where id = $1', [id]);
}

/** Whether another practice's directory already holds the account under an external id taken here. */
export async function scimUserOfExternalId(
  db: Queryable,
  subscriptionId: string,
  externalId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    'select id from scim_users where subscription_id = $1 and external_id = $2',
    [subscriptionId, externalId],
  );
  return rows[0]?.id ?? null;
}
