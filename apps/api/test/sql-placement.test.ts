import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSqlPlacement, isSqlHome, misplacedSql } from '../../../scripts/check-sql-placement.mjs';

// docs/architecture.md#layers: SQL only in repositories and src/db/, checked by
// scripts/check-sql-placement.mjs in `npm run lint:root`.

describe('where the API may write SQL', () => {
  it.each([
    ['accounts/accounts-repository.ts', true],
    ['subscriptions/checkout/checkout-repository.ts', true],
    ['db/migrate.ts', true],
    ['db/migrations/0001-users-and-sessions.ts', true],
    ['accounts/accounts-service.ts', false],
    ['tokens/one-time-tokens.ts', false],
    ['routes/users/index.ts', false],
    ['subscriptions/db/stray.ts', false],
    ['accounts/repository-helpers.ts', false],
  ])('%s: %s', (file, home) => {
    expect(isSqlHome(file)).toBe(home);
  });
});

describe('what counts as SQL', () => {
  it.each([
    ['a query run on the handle', "await db.query('x', [id]);"],
    ['a typed query on a transaction', 'await tx.query<{ id: string }>(TEXT, [id]);'],
    ['a query by its name in brackets', "await db['query'](TEXT);"],
    ['a select kept in a constant', "const FIND = 'select id from users where id = $1';"],
    ['a select of a value', "const PING = 'SELECT 1';"],
    ['an insert in a template', 'const ADD = `insert into mail_outbox (recipient) values ($1)`;'],
    ['an update with an alias', 'const SET = `update users u set status = \u0024{status}`;'],
    ['a delete', "const DROP = 'delete from sessions where id = $1';"],
    ['a common table expression', 'const ALL = `\n  with own as (select 1)\n  select * from own`;'],
  ])('%s is found', (_name, line) => {
    expect(misplacedSql('billing/some-service.ts', line)).not.toEqual([]);
  });

  it.each([
    ['words of a message', "const words = 'Select a plan, then update your card';"],
    ['a method of another name', 'const rows = await repository.findAll(db);'],
    ['a request query read, not run', 'const page = request.query.page;'],
    ['a comment naming a query', '// update users set role: done by accounts-repository.ts'],
  ])('%s is not', (_name, line) => {
    expect(misplacedSql('billing/some-service.ts', line)).toEqual([]);
  });

  it('names the line of each find', () => {
    const text = "import x from 'y';\n\nexport const f = (db) =>\n  db.query('select 1');\n";
    expect(misplacedSql('health/health-service.ts', text)).toEqual([
      { line: 4, what: 'a query run: db.query(...)' },
      { line: 4, what: 'SQL text: select 1' },
    ]);
  });
});

describe('the check over a source folder', () => {
  let base: string | undefined;
  afterEach(() => {
    if (base) rmSync(base, { recursive: true, force: true });
    base = undefined;
  });

  const write = (file: string, text: string) => {
    if (!base) throw new Error('no folder');
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };

  it('fails on a query written in a service, and passes the same query in a repository or db/', () => {
    base = mkdtempSync(path.join(tmpdir(), 'sql-placement-'));
    const query = "export const run = (db) => db.query('update users set role = $1', ['admin']);\n";
    write('src/admin/admin-repository.ts', query);
    write('src/db/migrations/0099-roles.ts', query);
    write('src/admin/admin-service.ts', query);

    expect(checkSqlPlacement(base, 'src')).toEqual([
      'src/admin/admin-service.ts:1 a query run: db.query(...)',
      'src/admin/admin-service.ts:1 SQL text: update users set role = $1',
    ]);
  });

  it("passes the API's own source: every query is in a repository or src/db/", () => {
    expect(checkSqlPlacement()).toEqual([]);
  });
});
