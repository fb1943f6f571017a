import { createHash } from 'node:crypto';
import { processorFor } from '@app/i18n';
import pg from 'pg';
import type { Database, Queryable } from './database.js';

/**
 * The database server at DATABASE_URL runs at the hosting provider the privacy policy names, in
 * Switzerland (docs/legal.md#processors).
 */
export const DATABASE_PROCESSOR = processorFor('hosting');

const statementNames = new Map<string, string>();

/**
 * Data statements run as named prepared statements: each connection parses and plans them once
 * instead of on every request (the hot calls, users/me and subscription-info, spend most of their
 * time in the database round trip). Schema changes and other statements run unnamed.
 */
function statementName(text: string): string | undefined {
  if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) return undefined;
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

export async function openPostgres(connectionString: string): Promise<Database> {
  // A server that does not accept a connection within 5 s (down, restarting, or every connection
  // of the pool busy that long) fails the request with a 503 instead of holding it open.
  const pool = new pg.Pool({ connectionString, max: 20, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (a restart, an administrator, a dropped test database)
  // is an 'error' event on the pool; without a listener it would crash the process. The pool
  // discards that connection and the next query opens a fresh one.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row extends object>(text: string, params?: readonly unknown[]) => {
      const name = statementName(text);
      const values = params ? [...params] : undefined;
      const result = name ? await target.query({ name, text, values }) : await target.query(text, values);
      return { rows: result.rows as Row[] };
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      // The pool listens for errors of idle connections only. A connection the server cuts while
      // checked out here (a restart mid-request) also fails the pending query, which answers the
      // request; without this listener its 'error' event would crash the process.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is closed rather than handed to the next request.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
