import { Readable } from 'node:stream';
import type { AuditEntry, AuditExportQuery } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { type AuditScope, auditEntries } from './audit-reads.js';

/** The CSV's columns, in order: the entry's fields, its values before and after as JSON text. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor_kind',
  'actor_email',
  'address',
  'browser',
  'kind',
  'target',
  'before',
  'after',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, so an address or a browser typed by anyone cannot run one
 * in the practice's spreadsheet (OWASP, CSV injection).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(entry: AuditEntry): string {
  const cells = [
    entry.id,
    entry.at,
    entry.actor.kind,
    entry.actor.email,
    entry.address,
    entry.browser,
    entry.kind,
    entry.target,
    entry.before === null ? null : JSON.stringify(entry.before),
    entry.after === null ? null : JSON.stringify(entry.after),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

async function* csvChunks(pages: AsyncGenerator<AuditEntry[]>): AsyncGenerator<string> {
  yield `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
  for await (const page of pages) yield page.map(csvLine).join('');
}

async function* jsonChunks(pages: AsyncGenerator<AuditEntry[]>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of pages) {
    const text = page.map((entry) => JSON.stringify(entry)).join(',\n');
    yield first ? `\n${text}` : `,\n${text}`;
    first = false;
  }
  yield '\n]\n';
}

/** docs/audit-log.md#export: the file as a stream, written page by page as the database gives them. */
export function auditExportStream(
  db: Queryable,
  scope: AuditScope,
  filters: AuditExportQuery,
  format: 'csv' | 'json',
): Readable {
  const pages = auditEntries(db, scope, filters);
  return Readable.from(format === 'csv' ? csvChunks(pages) : jsonChunks(pages), { objectMode: false });
}
