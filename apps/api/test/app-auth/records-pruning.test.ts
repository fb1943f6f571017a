import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneAppAuthRecords } from '../../src/app-auth/index.js';
import type { Database } from '../../src/db/database.js';
import { openTestDatabase } from '../helpers/test-database.js';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

it('deletes the records past their end and keeps the others (docs/desktop-app.md#state)', async () => {
  await db.query(
    `insert into app_auth_records (kind, id, payload, expires_at) values
       ('AccessToken', 'old', '{}', now() - interval '1 minute'),
       ('AccessToken', 'live', '{}', now() + interval '1 minute'),
       ('Client', 'forever', '{}', null)`,
  );
  expect(await pruneAppAuthRecords(db)).toBe(1);
  const { rows } = await db.query<{ id: string }>('select id from app_auth_records order by id');
  expect(rows.map((row) => row.id)).toEqual(['forever', 'live']);
});
