import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneAppAuthRecords } from '../../src/app-auth/index.js';
import type { Database } from '../../src/db/database.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { confirmedUser } from '../helpers/users.js';

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

it('deletes the devices whose grant has ended with it, and keeps those still signed in (docs/desktop-app.md#devices)', async () => {
  const userId = await confirmedUser(db, 'pruned-devices@example.ch');
  await db.query(
    `insert into app_auth_records (kind, id, payload, expires_at) values
       ('Grant', 'grant-ended', '{}', now() - interval '1 minute'),
       ('Grant', 'grant-live', '{}', now() + interval '1 day')`,
  );
  await db.query(
    `insert into app_devices (grant_id, user_id, name) values
       ('grant-ended', $1, 'PC-1'), ('grant-live', $1, 'PC-2'), ('grant-gone', $1, 'PC-3')`,
    [userId],
  );
  expect(await pruneAppAuthRecords(db)).toBe(3);
  const { rows } = await db.query<{ name: string }>('select name from app_devices order by name');
  expect(rows.map((row) => row.name)).toEqual(['PC-2']);
});
