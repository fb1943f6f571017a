// The SQL-placement check's own test (`node --test`, in `npm run lint:root`): where SQL may be
// written, what counts as SQL, and that a query written in a service fails it
// (docs/architecture.md#layers).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { checkSqlPlacement, foreignTableSql, isSqlHome, misplacedSql } from './check-sql-placement.mjs';

describe('isSqlHome', () => {
  for (const [file, home] of [
    ['accounts/accounts-repository.ts', true],
    ['subscriptions/checkout/checkout-repository.ts', true],
    ['db/migrate.ts', true],
    ['db/migrations/0001-users-and-sessions.ts', true],
    ['accounts/accounts-service.ts', false],
    ['tokens/one-time-tokens.ts', false],
    ['routes/users/index.ts', false],
    ['subscriptions/db/stray.ts', false],
    ['accounts/repository-helpers.ts', false],
  ]) {
    it(`${file}: ${home}`, () => assert.equal(isSqlHome(file), home));
  }
});

describe('misplacedSql', () => {
  for (const [name, line] of [
    ['a query run on the handle', "await db.query('x', [id]);"],
    ['a typed query on a transaction', 'await tx.query<{ id: string }>(TEXT, [id]);'],
    ['a query by its name in brackets', "await db['query'](TEXT);"],
    ['a select kept in a constant', "const FIND = 'select id from users where id = $1';"],
    ['a select of a value', "const PING = 'SELECT 1';"],
    ['an insert in a template', 'const ADD = `insert into mail_outbox (recipient) values ($1)`;'],
    ['an update with an alias', 'const SET = `update users u set status = \u0024{status}`;'],
    ['a delete', "const DROP = 'delete from sessions where id = $1';"],
    ['a common table expression', 'const ALL = `\n  with own as (select 1)\n  select * from own`;'],
  ]) {
    it(`finds ${name}`, () => assert.notDeepEqual(misplacedSql('billing/some-service.ts', line), []));
  }

  for (const [name, line] of [
    ['words of a message', "const words = 'Select a plan, then update your card';"],
    ['a method of another name', 'const rows = await repository.findAll(db);'],
    ['a request query read, not run', 'const page = request.query.page;'],
    ['a comment naming a query', '// update users set role: done by accounts-repository.ts'],
  ]) {
    it(`leaves ${name}`, () => assert.deepEqual(misplacedSql('billing/some-service.ts', line), []));
  }

  it('names the line of each find', () => {
    const text = "import x from 'y';\n\nexport const f = (db) =>\n  db.query('select 1');\n";
    assert.deepEqual(misplacedSql('health/health-service.ts', text), [
      { line: 4, what: 'a query run: db.query(...)' },
      { line: 4, what: 'SQL text: select 1' },
    ]);
  });
});

describe('foreignTableSql', () => {
  const join = 'const OWN = `select 1 from subscriptions s join invoices i on i.subscription_id = s.id`;';
  for (const [name, file, line] of [
    [
      'a read in another domain',
      'billing/overdue-repository.ts',
      "const A = 'select 1 from invoices where id = $1';",
    ],
    ['a join in another domain', 'subscriptions/info-repository.ts', join],
    ['an update in another domain', 'admin/admin-repository.ts', "const B = 'update invoices set x = 1';"],
    [
      'an insert in another domain',
      'billing/b-repository.ts',
      "const C = 'insert into invoices (id) values ($1)';",
    ],
    [
      'a clause after a substitution',
      'admin/a-repository.ts',
      'const D = `select \u0024{columns} from invoices i`;',
    ],
  ]) {
    it(`finds ${name}`, () => assert.notDeepEqual(foreignTableSql(file, line), []));
  }

  for (const [name, file, line] of [
    ["the owner's repository", 'invoices/invoices-repository.ts', join],
    ["the owner's second repository", 'invoices/transfer-invoices-repository.ts', join],
    [
      'a migration',
      'db/migrations/0009-billing.ts',
      "const E = 'create table invoices (id text)'; const F = 'update invoices set x = 1';",
    ],
    [
      'another table of the same prefix',
      'admin/a-repository.ts',
      "const G = 'select 1 from invoices_archive';",
    ],
    ['words about invoices', 'billing/b-service.ts', "const H = 'the reminder of unpaid invoices';"],
  ]) {
    it(`leaves ${name}`, () => assert.deepEqual(foreignTableSql(file, line), []));
  }
});

describe('checkSqlPlacement', () => {
  let base;
  afterEach(() => {
    if (base) rmSync(base, { recursive: true, force: true });
    base = undefined;
  });

  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };

  it('fails on a query written in a service, and passes the same query in a repository or db/', () => {
    base = mkdtempSync(path.join(tmpdir(), 'sql-placement-'));
    const query = "export const run = (db) => db.query('update users set role = $1', ['admin']);\n";
    write('src/admin/admin-repository.ts', query);
    write('src/db/migrations/0099-roles.ts', query);
    write('src/admin/admin-service.ts', query);

    assert.deepEqual(checkSqlPlacement(base, 'src'), [
      'src/admin/admin-service.ts:1 a query run: db.query(...)',
      'src/admin/admin-service.ts:1 SQL text: update users set role = $1',
    ]);
  });

  it('fails on SQL naming a strictly owned table outside its domain, even in a repository', () => {
    base = mkdtempSync(path.join(tmpdir(), 'sql-placement-'));
    const query =
      "export const run = (db) => db.query('select 1 from invoices where status = $1', ['paid']);\n";
    write('src/invoices/invoices-repository.ts', query);
    write('src/billing/billing-repository.ts', query);

    assert.deepEqual(checkSqlPlacement(base, 'src'), [
      'src/billing/billing-repository.ts:1 SQL on the invoices table, owned by invoices/',
    ]);
  });

  it("passes the API's own source: every query is in a repository or src/db/", () => {
    assert.deepEqual(checkSqlPlacement(), []);
  });
});
