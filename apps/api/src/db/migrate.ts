import type { Database } from './database.js';
import { migrations as allMigrations, type Migration } from './migrations/index.js';

/** Arbitrary, fixed: serialises concurrent starts of several API processes on one server. */
const MIGRATION_LOCK = 7_341_200;

/** Applies the migrations not yet recorded, each in its own transaction with its record. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<number[]> {
  // Under the lock too: two `create table if not exists` at once can both find no table, and the
  // second then fails on the catalogue's unique index (pg_type_typname_nsp_index).
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (rows.length > 0) return false;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [
        migration.id,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
