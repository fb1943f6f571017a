import type { Queryable } from '../db/database.js';

/** One record of the authorization server, as oidc-provider's adapter hands it over. */
export interface AppAuthRecord {
  kind: string;
  id: string;
  payload: Record<string, unknown>;
  expiresInSeconds: number | undefined;
}

/** Writes a record, or replaces it (oidc-provider saves an interaction again with its result). */
export async function upsertRecord(db: Queryable, record: AppAuthRecord): Promise<void> {
  const { payload } = record;
  await db.query(
    `insert into app_auth_records (kind, id, payload, grant_id, user_code, uid, expires_at)
     values ($1, $2, $3, $4, $5, $6,
             case when $7::integer is null then null else now() + make_interval(secs => $7::integer) end)
     on conflict (kind, id) do update
       set payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
           uid = excluded.uid, expires_at = excluded.expires_at`,
    [
      record.kind,
      record.id,
      JSON.stringify(payload),
      typeof payload.grantId === 'string' ? payload.grantId : null,
      typeof payload.userCode === 'string' ? payload.userCode : null,
      typeof payload.uid === 'string' ? payload.uid : null,
      record.expiresInSeconds ?? null,
    ],
  );
}

interface StoredRow {
  payload: Record<string, unknown>;
  consumed: number | null;
}

/** A live record's payload, with `consumed` (epoch seconds) once it was used; expired ones are none. */
async function findWhere(db: Queryable, where: string, params: unknown[]) {
  const { rows } = await db.query<StoredRow>(
    `select payload, extract(epoch from consumed_at)::integer as consumed from app_auth_records
      where ${where} and (expires_at is null or expires_at > now())`,
    params,
  );
  const row = rows[0];
  if (!row) return undefined;
  return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
}

export const findRecord = (db: Queryable, kind: string, id: string) =>
  findWhere(db, 'kind = $1 and id = $2', [kind, id]);

export const findRecordByUid = (db: Queryable, kind: string, uid: string) =>
  findWhere(db, 'kind = $1 and uid = $2', [kind, uid]);

export const findRecordByUserCode = (db: Queryable, kind: string, userCode: string) =>
  findWhere(db, 'kind = $1 and user_code = $2', [kind, userCode]);

/** Marks a code or a refresh token used: oidc-provider refuses it, and revokes its grant, next time. */
export async function consumeRecord(db: Queryable, kind: string, id: string): Promise<void> {
  await db.query('update app_auth_records set consumed_at = now() where kind = $1 and id = $2', [kind, id]);
}

export async function destroyRecord(db: Queryable, kind: string, id: string): Promise<void> {
  await db.query('delete from app_auth_records where kind = $1 and id = $2', [kind, id]);
}

/**
 * Every record of a grant, of every kind: the whole family of codes and tokens ends at once, and
 * the device it was (docs/desktop-app.md#devices) leaves the session list.
 */
export async function destroyGrantRecords(db: Queryable, grantId: string): Promise<void> {
  await db.query("delete from app_auth_records where grant_id = $1 or (kind = 'Grant' and id = $1)", [
    grantId,
  ]);
  await db.query('delete from app_devices where grant_id = $1', [grantId]);
}

/** The records past their end, removed by the periodic pass. */
export async function deleteExpiredRecords(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'delete from app_auth_records where expires_at < now() returning id',
  );
  return rows.length;
}

/** The devices whose grant has ended (365 days, docs/desktop-app.md#lifetimes): no longer signed in. */
export async function deleteDevicesWithoutGrant(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ grantId: string }>(
    `delete from app_devices d
      where not exists (select 1 from app_auth_records r
                         where r.kind = 'Grant' and r.id = d.grant_id and (r.expires_at is null or r.expires_at > now()))
      returning grant_id as "grantId"`,
  );
  return rows.length;
}
