import type { AuditEntry, AuditKind } from '@app/contracts';
import type { Queryable } from '../db/database.js';

/**
 * Whose entries a list holds (docs/audit-log.md#who-reads): a person's own (she acted, or it is
 * about her), a practice's, or all of them (the site's admin).
 */
export type AuditScope =
  | { readonly kind: 'own'; readonly userId: string }
  | { readonly kind: 'practice'; readonly practiceId: string }
  | { readonly kind: 'all' };

/** The filters of a list or an export, as the API reads them from the query. */
export interface AuditFilters {
  person?: string | undefined;
  kind?: AuditKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface EntryRow {
  id: number;
  at: Date | string;
  actor_kind: AuditEntry['actor']['kind'];
  actor_email: string | null;
  address: string | null;
  browser: string | null;
  kind: AuditKind;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The where clause of a scope and filters, with its parameters from $1 on. */
export function whereOf(scope: AuditScope, filters: AuditFilters): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (scope.kind === 'own') {
    const me = param(scope.userId);
    clauses.push(`(actor_id = ${me} or subject_id = ${me})`);
  } else if (scope.kind === 'practice') {
    clauses.push(`practice_id = ${param(scope.practiceId)}`);
  }
  if (filters.person) {
    // The person acted, or it was about her, or she is its target (an invitation, a sign-in tried).
    const person = param(filters.person);
    clauses.push(
      `(actor_email = ${person} or target = ${person}
        or subject_id in (select id from users where email = ${person}))`,
    );
  }
  if (filters.kind) clauses.push(`kind = ${param(filters.kind)}`);
  if (filters.from) clauses.push(`at >= ${param(filters.from)}`);
  if (filters.to) clauses.push(`at <= ${param(filters.to)}`);
  return { sql: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

const ENTRY_COLUMNS = `id::float8 as id, at, actor_kind, actor_email, address, browser, kind, target,
  before, after`;

export function entryOf(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { kind: row.actor_kind, email: row.actor_email },
    address: row.address,
    browser: row.browser,
    kind: row.kind,
    target: row.target,
    before: row.before,
    after: row.after,
  };
}

/** One page of a list, newest first, older than `before` when given (docs/audit-log.md#who-reads). */
export async function auditPage(
  db: Queryable,
  scope: AuditScope,
  filters: AuditFilters,
  page: { before?: number | undefined; limit: number },
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const where = whereOf(scope, filters);
  const params = [...where.params];
  let sql = where.sql;
  if (page.before !== undefined) {
    params.push(page.before);
    sql = `${sql ? `${sql} and` : 'where'} id < $${params.length}`;
  }
  params.push(page.limit + 1);
  const { rows } = await db.query<EntryRow>(
    `select ${ENTRY_COLUMNS} from audit_log ${sql} order by id desc limit $${params.length}`,
    params,
  );
  const entries = rows.slice(0, page.limit).map(entryOf);
  const last = entries.at(-1);
  return { entries, nextBefore: rows.length > page.limit && last ? last.id : null };
}

/** The practice a person acts in: the subscription she owns, else the one whose seat she holds. */
export async function practiceOf(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `select id from (
       select id, 0 as rank from subscriptions where owner_id = $1 and ended_at is null
       union all
       select subscription_id, 1 from licenses where user_id = $1 and status = 'active'
     ) practices order by rank limit 1`,
    [userId],
  );
  return rows[0]?.id ?? null;
}

/** The roles her accepted seat gives on top of member (docs/licences.md#roles; migration 0023). */
export async function seatRolesOf(db: Queryable, userId: string): Promise<Array<'admin' | 'billing'>> {
  const { rows } = await db.query<{ roles: Array<'admin' | 'billing'> }>(
    `select roles from licenses where user_id = $1 and status = 'active' and not owner`,
    [userId],
  );
  return rows[0]?.roles ?? [];
}

/** Whether she owns a live subscription: the practice is hers. */
export async function ownsLiveSubscription(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from subscriptions where owner_id = $1 and ended_at is null`, [
    userId,
  ]);
  return rows.length > 0;
}

/** An account's address, for an entry whose actor is known by id only (the Windows app's calls). */
export async function emailOfAccount(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>('select email from users where id = $1', [userId]);
  return rows[0]?.email ?? null;
}

/** The account with this address, if any. */
export async function accountIdByEmail(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  return rows[0]?.id ?? null;
}
