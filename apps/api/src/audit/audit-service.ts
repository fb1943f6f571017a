import type { AuditActorKind, AuditKind } from '@app/contracts';
import type { Database, Queryable } from '../db/database.js';
import { type AuditRow, auditHash } from './audit-chain.js';
import { appendAuditRow, auditRowsAfter, lockChainHead, readChainHead } from './audit-repository.js';

/** Who acted (docs/audit-log.md#entry): an account (a person or the site's admin), Stripe or a job. */
export interface AuditActor {
  kind: AuditActorKind;
  userId?: string | null;
  email?: string | null;
}

/** One change to record (docs/audit-log.md#entry); the id, the time and the hashes are the chain's. */
export interface AuditInput {
  actor: AuditActor;
  kind: AuditKind;
  /** The network address and browser of the request that made the change, when one did. */
  from?: { address: string | null; browser: string | null } | null;
  /** The practice (its subscription's id) whose owner and admins may read it. */
  practiceId?: string | null;
  /** The account it is about, who may read it as her own (the actor reads her own anyway). */
  subjectId?: string | null;
  target?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const BROWSER_MAX_LENGTH = 512;

/** A value as jsonb gives it back (a date as its ISO text), so its hash is the same once read. */
function plainJson(value: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  return value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : null;
}

function isDatabase(db: Queryable): db is Database {
  return typeof (db as Partial<Database>).transaction === 'function';
}

/**
 * Records one entry at the head of the chain (docs/audit-log.md#chain). Given the transaction that
 * makes the change, the entry is written with it or not at all; given the database, in a
 * transaction of its own. The head's row lock orders writers, so ids and hashes never fork.
 */
export async function recordAudit(db: Queryable, input: AuditInput): Promise<void> {
  if (isDatabase(db)) return db.transaction((tx) => recordAudit(tx, input));
  const head = await lockChainHead(db);
  const row: AuditRow = {
    id: head.lastId + 1,
    at: new Date(),
    actorKind: input.actor.kind,
    actorId: input.actor.userId ?? null,
    actorEmail: input.actor.email ?? null,
    practiceId: input.practiceId ?? null,
    subjectId: input.subjectId ?? null,
    address: input.from?.address ?? null,
    browser: input.from?.browser?.slice(0, BROWSER_MAX_LENGTH) ?? null,
    kind: input.kind,
    target: input.target ?? null,
    before: plainJson(input.before),
    after: plainJson(input.after),
  };
  await appendAuditRow(db, row, head.lastHash, auditHash(head.lastHash, row));
}

export interface ChainVerification {
  intact: boolean;
  entriesChecked: number;
  firstBrokenId: number | null;
}

const VERIFY_PAGE = 2000;

/**
 * docs/audit-log.md#chain: walks the chain from the last pruned entry, recomputing each hash from
 * the stored content and the previous hash; a changed, removed or inserted row breaks it, and the
 * first entry that does not follow is named.
 */
export async function verifyAuditChain(db: Queryable): Promise<ChainVerification> {
  const head = await readChainHead(db);
  let previous = { id: head.prunedId, hash: head.prunedHash };
  let checked = 0;
  for (;;) {
    const read = await auditRowsAfter(db, previous.id, VERIFY_PAGE);
    // The chain as the head said when read: an entry written since is the next verification's.
    const page = read.filter((stored) => stored.id <= head.lastId);
    for (const stored of page) {
      checked += 1;
      const { prevHash, hash, ...row } = stored;
      // A gap names the first entry missing, as a removed last one is named below.
      if (row.id !== previous.id + 1) {
        return { intact: false, entriesChecked: checked, firstBrokenId: previous.id + 1 };
      }
      if (prevHash !== previous.hash || auditHash(previous.hash, row) !== hash) {
        return { intact: false, entriesChecked: checked, firstBrokenId: row.id };
      }
      previous = { id: row.id, hash };
    }
    if (read.length < VERIFY_PAGE || page.length < read.length) break;
  }
  // Rows removed from the end: the head remembers more than the table holds.
  if (previous.id !== head.lastId || previous.hash !== head.lastHash) {
    return { intact: false, entriesChecked: checked, firstBrokenId: previous.id + 1 };
  }
  return { intact: true, entriesChecked: checked, firstBrokenId: null };
}
