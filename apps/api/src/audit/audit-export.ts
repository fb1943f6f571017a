import { Readable } from 'node:stream';
import type { AuditExportQuery } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { exportPages } from './audit-export-repository.js';
import type { AuditScope } from './audit-reads-repository.js';

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

async function* csvChunks(pages: AsyncGenerator<string>): AsyncGenerator<string> {
  yield `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;
  yield* pages;
}

async function* jsonChunks(pages: AsyncGenerator<string>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of pages) {
    yield first ? `\n${page}` : `,\n${page}`;
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
  const pages = exportPages(db, scope, filters, format);
  return Readable.from(format === 'csv' ? csvChunks(pages) : jsonChunks(pages), { objectMode: false });
}
