import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { openTestDatabase } from './helper.js';

let db: Database;
afterEach(() => db.close());

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
