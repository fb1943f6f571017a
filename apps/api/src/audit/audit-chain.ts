import { createHash } from 'node:crypto';
import type { AuditActorKind, AuditKind } from '@app/contracts';

/** The hash before the first entry (docs/audit-log.md#chain). */
export const CHAIN_START = '0'.repeat(64);

/** An entry's content as stored: what its hash covers. */
export interface AuditRow {
  id: number;
  at: Date;
  actorKind: AuditActorKind;
  actorId: string | null;
  actorEmail: string | null;
  practiceId: string | null;
  subjectId: string | null;
  address: string | null;
  browser: string | null;
  kind: AuditKind;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * JSON with every object's keys sorted, so a value hashes the same however it was built and
 * however the database (jsonb reorders keys) gives it back.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * docs/audit-log.md#chain: SHA-256 of the previous entry's hash and this entry's whole content, so
 * changing, removing or reordering any stored entry breaks every hash after it.
 */
export function auditHash(previousHash: string, row: AuditRow): string {
  const content = canonicalJson({ ...row, at: row.at.toISOString() });
  return createHash('sha256').update(previousHash).update('\n').update(content).digest('hex');
}
