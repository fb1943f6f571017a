import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.js';
import { pgliteDatabase } from '../src/db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (a tar file), or '' on a PostgreSQL server. */
    pgliteImage: string;
  }
}

/**
 * One migrated PGlite data directory for the whole run, which every test file's database starts
 * from (test/helpers/test-database.ts). Each file used to create its own: PGlite's initdb, then the migrations,
 * 16-27 s of one core on this 2-core machine beside other work, against 7 s to load this image;
 * 40 files made the API's tests on PGlite take 31 minutes where they take 3 on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  // A project's own env (the api-pglite project's empty DATABASE_URL) wins over the run's.
  if (project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL) {
    project.provide('pgliteImage', '');
    return;
  }
  const pg = await PGlite.create('memory://');
  await migrate(pgliteDatabase(pg));
  const image = await pg.dumpDataDir('none');
  await pg.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'api-tests-pglite-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rm(folder, { recursive: true, force: true });
}
