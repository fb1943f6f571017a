import type { AuditExportQuery } from '@app/contracts';
import type { Queryable } from '../db/database.js';
import { type AuditScope, whereOf } from './audit-reads-repository.js';

/** An entry's time as the API writes it (toISOString: UTC, milliseconds, Z). */
const AT = `to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One CSV cell of a text column (RFC 4180): quoted when it holds a comma, a quote or a line break,
 * quotes doubled; empty for null. A cell a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe, so an address or a browser typed
 * by anyone cannot run one in the practice's spreadsheet (OWASP, CSV injection).
 */
function csvCell(column: string): string {
  const text = `(case when left(${column}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${column} else ${column} end)`;
  return `coalesce(case when ${column} ~ '[",\\r\\n]' then '"' || replace(${text}, '"', '""') || '"' else ${text} end, '')`;
}

/** A JSON value's text always holds quotes: always quoted, never a formula (it starts with `{`). */
const csvJson = (column: string) => `coalesce('"' || replace(${column}::text, '"', '""') || '"', '')`;

/** Our own words (an id, a time, a kind) need no quoting. */
const CSV_LINE = [
  'id::text',
  AT,
  'actor_kind',
  csvCell('actor_email'),
  csvCell('address'),
  csvCell('browser'),
  'kind',
  csvCell('target'),
  csvJson('before'),
  csvJson('after'),
].join(` || ',' || `);

/** The entry as auditEntrySchema has it, one JSON object. */
const JSON_ENTRY = `json_build_object('id', id, 'at', ${AT}, 'actor', json_build_object('kind', actor_kind,
  'email', actor_email), 'address', address, 'browser', browser, 'kind', kind, 'target', target,
  'before', before, 'after', after)::text`;

/** Entries a page: the database writes each page's text, so a page costs one query and one string. */
const EXPORT_PAGE = 5000;

/**
 * docs/audit-log.md#export: the text of every entry of the scope and filters up to the newest when
 * asked (this export's own entry is not in it), oldest first, a page of entries at a time read by
 * id, so a long range never sits in memory. Each page's lines are written by the database.
 */
export async function* exportPages(
  db: Queryable,
  scope: AuditScope,
  filters: AuditExportQuery,
  format: 'csv' | 'json',
): AsyncGenerator<string> {
  const where = whereOf(scope, filters);
  const { rows: head } = await db.query<{ last: number }>('select last_id::float8 as last from audit_chain');
  const newest = head[0]?.last ?? 0;
  const line = format === 'csv' ? `${CSV_LINE} || E'\\r\\n'` : JSON_ENTRY;
  const separator = format === 'csv' ? `''` : `E',\\n'`;
  let after = 0;
  for (;;) {
    const params = [...where.params, newest, after, EXPORT_PAGE];
    const range = `id <= $${params.length - 2} and id > $${params.length - 1}`;
    const { rows } = await db.query<{ last: number | null; count: number; text: string | null }>(
      `select max(id)::float8 as last, count(*)::int as count, string_agg(${line}, ${separator} order by id) as text
         from (select * from audit_log ${where.sql ? `${where.sql} and ${range}` : `where ${range}`}
                order by id limit $${params.length}) page`,
      params,
    );
    const page = rows[0];
    if (!page?.text || page.last === null) return;
    yield page.text;
    if (page.count < EXPORT_PAGE) return;
    after = page.last;
  }
}
