import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openTestDatabase } from '../helpers/test-database.js';

// Only a PostgreSQL server drops connections; PGlite runs in the process. The test script runs
// the API's tests a second time against a server (DATABASE_URL), where this runs.
describe.runIf(process.env.DATABASE_URL)('connections the PostgreSQL server drops', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('neither crash the process nor break the next query', async () => {
    await Promise.all([db.query('select 1'), db.query('select 2'), db.query('select 3')]);
    // What a server restart does to every idle connection of the pool.
    const admin = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ killed: number }>(
        `select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return rows[0]?.killed ?? 0;
    });
    expect(admin).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await db.query<{ ok: number }>('select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
