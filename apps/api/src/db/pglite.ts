import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.js';

/**
 * Embedded PostgreSQL in `dataDir` (a folder), or in memory with `memory://`. `image`: a data
 * directory to start from (PGlite's `dumpDataDir`), instead of creating one with initdb.
 */
export async function openPglite(dataDir: string, { image }: { image?: Blob } = {}): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, image ? { loadDataDir: image } : {});
  return pgliteDatabase(pg);
}

/** `pg` as the API's database. */
export function pgliteDatabase(pg: PGlite): Database {
  const wrap = (target: Pick<PGlite, 'query'>): Queryable => ({
    query: async <Row extends object>(text: string, params?: readonly unknown[]) => {
      const result = await target.query<Row>(text, params ? [...params] : undefined);
      return { rows: result.rows };
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
