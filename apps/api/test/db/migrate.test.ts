import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { openPostgres } from '../../src/db/postgres.js';
import { openTestDatabase } from '../helpers/test-database.js';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('migrations', () => {
  it('are applied once: a restart applies nothing new', async () => {
    db = await openTestDatabase(); // already migrated, as at a first start
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ id: number }>('select id from schema_migrations order by id');
    expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
  });

  it('roll back a failing migration whole, leaving no record of it', async () => {
    db = await openTestDatabase();
    const broken = {
      id: 999,
      name: 'broken',
      statements: ['create table half_done (id int)', 'select nonsense()'],
    };
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow();
    const { rows } = await db.query("select 1 from information_schema.tables where table_name = 'half_done'");
    expect(rows).toEqual([]);
    expect((await db.query('select 1 from schema_migrations where id = 999')).rows).toEqual([]);
  });
});

// Several API processes deployed together start at once on an empty database. PGlite is opened by
// one process only, so this is the PostgreSQL pass's.
describe.runIf(process.env.DATABASE_URL)('migrations of several processes starting at once', () => {
  const serverUrl = process.env.DATABASE_URL as string;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  it('are applied once, and no start fails', async () => {
    // The race is between two catalogue writes a few microseconds apart: a few rounds catch it.
    for (let round = 0; round < 5; round += 1) {
      const name = `test_start_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const processes = await Promise.all([1, 2, 3, 4].map(() => openPostgres(url.toString())));
      try {
        const applied = await Promise.all(processes.map((process) => migrate(process)));
        expect(applied.flat().sort((x, y) => x - y)).toEqual(migrations.map((migration) => migration.id));
      } finally {
        await Promise.all(processes.map((process) => process.close()));
        await admin(`drop database if exists ${name} with (force)`);
      }
    }
  });
});
