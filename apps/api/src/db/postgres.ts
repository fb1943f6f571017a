import pg from 'pg';
import type { Database, Queryable } from './database.js';

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 20 });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row extends object>(text: string, params?: readonly unknown[]) => {
      const result = await target.query(text, params ? [...params] : undefined);
      return { rows: result.rows as Row[] };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
