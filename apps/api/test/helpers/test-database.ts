import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by DATABASE_URL (so CI exercises both).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const image = inject('pgliteImage');
    const db = await openPglite('memory://', { image: new Blob([await readFile(image)]) });
    // Already migrated by the image (test/pglite-image.ts): a check, and nothing to apply.
    await migrate(db);
    return db;
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The database's clock, as text to the microsecond: a moment to compare the times it writes with
 * (a retry due, a session seen), read before the work rather than "so many seconds ago" after it.
 */
export async function databaseNow(db: Database): Promise<string> {
  const { rows } = await db.query<{ now: string }>('select clock_timestamp()::text as now');
  return rows[0]?.now as string;
}
