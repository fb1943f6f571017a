import type { Queryable } from '../db/database.js';
import { selectOne } from './health-repository.js';

/** Resolves once the database answers a trivial query; rejects while it is out of reach. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await selectOne(db);
}
