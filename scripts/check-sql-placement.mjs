// `npm run lint:root` (so `npm test`): the API's SQL is written in its repositories
// (`*-repository.ts`) and in `src/db/` only (docs/architecture.md#layers). A query runs through a
// database handle (`db.query(...)`, `tx.query(...)`), whose type every service imports anyway, so
// no import rule sees one written in a service: this check reads the source instead. It fails on
// a call of a `query` method, and on a string or template that begins an SQL statement (a query
// kept in a constant, or built for a repository to run), anywhere else in apps/api/src; and on SQL
// naming a table its domain owns strictly (OWNED_TABLES) outside that domain (docs/architecture.md#owned-strictly).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The API's source, from the repository's root. */
export const API_SOURCE = 'apps/api/src';

/**
 * Where SQL belongs, for a file named from the source folder: a repository module, or the
 * database's own folder `db/` (connections, migrations).
 */
export function isSqlHome(file) {
  const posix = file.split(path.sep).join('/');
  return posix.endsWith('-repository.ts') || posix.startsWith('db/');
}

/** The start of an SQL statement, as the API writes them (lower case) or otherwise. */
const STATEMENT =
  /^\s*(select\s[\s\S]*\bfrom\s|select\s+\d|insert\s+into\s|update\s+\w+(\s+\w+)?\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\(|merge\s+into\s)/i;

/** The problems of one file's text: each a line and what was found there. */
export function misplacedSql(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const at = (node, what) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ line: line + 1, what });
  };
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (
        (ts.isPropertyAccessExpression(callee) && callee.name.text === 'query') ||
        (ts.isElementAccessExpression(callee) &&
          ts.isStringLiteralLike(callee.argumentExpression) &&
          callee.argumentExpression.text === 'query')
      )
        at(node, `a query run: ${callee.getText(source)}(...)`);
    }
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null;
    if (literal !== null && STATEMENT.test(literal))
      at(node, `SQL text: ${literal.trim().split('\n')[0]?.slice(0, 60)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Tables their domain owns strictly (docs/architecture.md#owned-strictly): SQL naming one is written in
 * that domain's folder only (or in `db/`, whose migrations create it); another domain asks the
 * owner's service, which offers a query or an SQL fragment for it.
 */
export const OWNED_TABLES = { invoices: 'invoices/', audit_log: 'audit/', audit_chain: 'audit/' };

/** An SQL clause that names `table`: read from, joined, written into or updated. */
const namesTable = (table) => new RegExp(`\\b(from|join|into|update)\\s+${table}\\b`, 'i');

/** Where a file (named from the source folder) writes SQL on a table another domain owns strictly. */
export function foreignTableSql(file, text) {
  const posix = file.split(path.sep).join('/');
  if (posix.startsWith('db/')) return [];
  const foreign = Object.entries(OWNED_TABLES).filter(([, home]) => !posix.startsWith(home));
  if (foreign.length === 0) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    const texts =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? [node.text]
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
          : [];
    for (const [table, home] of foreign)
      if (texts.some((piece) => namesTable(table).test(piece))) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push({ line: line + 1, what: `SQL on the ${table} table, owned by ${home}` });
      }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The TypeScript modules under `dir`, relative to `base`. */
function modulesUnder(base, dir) {
  return readdirSync(path.join(base, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(base, relative);
    return /\.(ts|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Every misplaced query of the source folder `dir` (relative to `base`), as `file:line what`. */
export function checkSqlPlacement(base = root, dir = API_SOURCE) {
  return modulesUnder(base, dir).flatMap((file) => {
    const text = readFileSync(path.join(base, file), 'utf8');
    const relative = path.relative(dir, file);
    return [...(isSqlHome(relative) ? [] : misplacedSql(file, text)), ...foreignTableSql(relative, text)].map(
      ({ line, what }) => `${file.split(path.sep).join('/')}:${line} ${what}`,
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkSqlPlacement();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `sql placement: ${problems.length} problem(s); SQL belongs in a *-repository.ts or src/db/ ` +
        '(docs/architecture.md#layers), and on a strictly owned table in its domain (docs/architecture.md#owned-strictly)',
    );
    process.exit(1);
  }
  console.log(
    'sql placement: the API runs SQL from its repositories and src/db/ only, ' +
      `and on the ${Object.keys(OWNED_TABLES).join(', ')} table from its domain only`,
  );
}
