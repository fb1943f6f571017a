import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from '../../../../test-timeouts.ts';
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
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('neither crash the process nor break the next query', async () => {
    // The pool says so for each idle connection it loses (src/db/postgres.ts).
    const dropped = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await Promise.all([db.query('select 1'), db.query('select 2'), db.query('select 3')]);
    // What a server restart does to every idle connection of the pool.
    const admin = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ killed: number }>(
        `select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and backend_type = 'client backend'`,
      );
      return rows[0]?.killed ?? 0;
    });
    expect(admin).toBeGreaterThan(0);
    // The next query once the pool has heard of every dropped connection, as a request coming in
    // after a restart finds it; not after a pause that a busy machine may outlast.
    await vi.waitFor(() => expect(dropped.mock.calls.length).toBeGreaterThanOrEqual(admin), {
      timeout: ASYNC_UTIL_TIMEOUT_MS,
    });
    const { rows } = await db.query<{ ok: number }>('select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
