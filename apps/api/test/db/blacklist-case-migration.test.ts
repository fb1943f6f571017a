import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { migrations } from '../../src/db/migrations/index.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';

/** An empty database, not migrated: PGlite in memory, or a new one on DATABASE_URL's server. */
async function openEmptyDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPglite('memory://');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    ...db,
    async close() {
      await db.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('the migration that compares blacklist phrases without case (docs/admin.md#blacklist-phrase)', () => {
  it('keeps the first of the phrases listed in two cases, and every other phrase', async () => {
    db = await openEmptyDatabase();
    const blacklistCase = migrations.findIndex((migration) => migration.id === 16);
    await migrate(db, migrations.slice(0, blacklistCase));
    for (const [lang, phrase] of [
      ['fr', 'dictée gratuite'],
      ['fr', 'DICTÉE GRATUITE'],
      ['fr', 'dictee gratuite'],
      ['de', 'Dictée gratuite'],
      ['fr', 'Dictée Gratuite'],
      ['it', 'Grazie.'],
    ]) {
      await db.query('insert into blacklist_phrases (lang, phrase) values ($1, $2)', [lang, phrase]);
    }
    await migrate(db);
    const { rows } = await db.query('select lang, phrase from blacklist_phrases order by id');
    expect(rows).toEqual([
      { lang: 'fr', phrase: 'dictée gratuite' },
      { lang: 'fr', phrase: 'dictee gratuite' },
      { lang: 'de', phrase: 'Dictée gratuite' },
      { lang: 'it', phrase: 'Grazie.' },
    ]);
  });
});
