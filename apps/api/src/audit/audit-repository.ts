import type { Queryable } from '../db/database.js';
import type { AuditRow } from './audit-chain.js';

interface ChainHead {
  lastId: number;
  lastHash: string;
  prunedId: number;
  prunedHash: string;
}

/** The chain's head, locked until the transaction ends: writers take their turn here. */
export async function lockChainHead(tx: Queryable): Promise<ChainHead> {
  const { rows } = await tx.query<ChainHead>(
    `select last_id::float8 as "lastId", last_hash as "lastHash",
            pruned_id::float8 as "prunedId", pruned_hash as "prunedHash"
       from audit_chain for update`,
  );
  const [head] = rows;
  if (!head) throw new Error('the audit chain has no head row (migration 0024)');
  return head;
}

export async function readChainHead(db: Queryable): Promise<ChainHead> {
  const { rows } = await db.query<ChainHead>(
    `select last_id::float8 as "lastId", last_hash as "lastHash",
            pruned_id::float8 as "prunedId", pruned_hash as "prunedHash"
       from audit_chain`,
  );
  const [head] = rows;
  if (!head) throw new Error('the audit chain has no head row (migration 0024)');
  return head;
}

export async function appendAuditRow(
  tx: Queryable,
  row: AuditRow,
  prevHash: string,
  hash: string,
): Promise<void> {
  await tx.query(
    `insert into audit_log (id, at, actor_kind, actor_id, actor_email, practice_id, subject_id,
                            address, browser, kind, target, before, after, prev_hash, hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb, $14, $15)`,
    [
      row.id,
      row.at.toISOString(),
      row.actorKind,
      row.actorId,
      row.actorEmail,
      row.practiceId,
      row.subjectId,
      row.address,
      row.browser,
      row.kind,
      row.target,
      row.before === null ? null : JSON.stringify(row.before),
      row.after === null ? null : JSON.stringify(row.after),
      prevHash,
      hash,
    ],
  );
  await tx.query('update audit_chain set last_id = $1, last_hash = $2', [row.id, hash]);
}

export interface StoredAuditRow extends AuditRow {
  prevHash: string;
  hash: string;
}

/** Up to `limit` entries after `afterId`, in the chain's order: the verification's pages. */
export async function auditRowsAfter(
  db: Queryable,
  afterId: number,
  limit: number,
): Promise<StoredAuditRow[]> {
  const { rows } = await db.query<StoredAuditRow>(
    `select id::float8 as id, at, actor_kind as "actorKind", actor_id as "actorId",
            actor_email as "actorEmail", practice_id as "practiceId", subject_id as "subjectId",
            address, browser, kind, target, before, after, prev_hash as "prevHash", hash
       from audit_log where id > $1 order by id limit $2`,
    [afterId, limit],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/**
 * docs/audit-log.md#retention: removes the entries before `cutoff` and keeps the last removed one's
 * number and hash on the head, where the verification starts; the head must be locked. Answers how
 * many were removed.
 */
export async function pruneEntriesBefore(tx: Queryable, cutoff: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number; hash: string }>(
    `select id::float8 as id, hash from audit_log
      where id = (select max(id) from audit_log where at < $1)`,
    [cutoff.toISOString()],
  );
  const last = rows[0];
  if (!last) return 0;
  const removed = await tx.query<{ count: number }>(
    'with gone as (delete from audit_log where id <= $1 returning 1) select count(*)::int as count from gone',
    [last.id],
  );
  await tx.query('update audit_chain set pruned_id = $1, pruned_hash = $2', [last.id, last.hash]);
  return removed.rows[0]?.count ?? 0;
}

/** The subscription of ours (its id and owner) that a Stripe subscription is. */
export async function subscriptionOfStripe(
  db: Queryable,
  stripeSubscriptionId: string,
): Promise<{ id: string; ownerId: string } | null> {
  const { rows } = await db.query<{ id: string; ownerId: string }>(
    'select id, owner_id as "ownerId" from subscriptions where stripe_subscription_id = $1',
    [stripeSubscriptionId],
  );
  return rows[0] ?? null;
}
