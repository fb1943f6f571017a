import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { promoteAdmins } from '../../src/admin/promote-admins.js';
import type { Database } from '../../src/db/database.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { type AuthorizedCall, callWith, errorBody, secondFactorSession } from '../helpers/admin-calls.js';
import { useTestApp } from '../helpers/test-app.js';
import { insertUser } from '../helpers/users.js';

let db: Database;
let app: FastifyInstance;
useTestApp({}, (opened) => {
  ({ db, app } = opened);
});

const call = (options: AuthorizedCall) => callWith(app, options);

describe('promoteAdmins', () => {
  it('gives the admin role to the existing accounts it names, in any case, and answers them', async () => {
    const first = await insertUser(db, { email: 'first.admin@example.ch' });
    const second = await insertUser(db, { email: 'second.admin@example.ch' });
    const bystander = await insertUser(db, { email: 'bystander@example.ch' });
    await db.query('update users set email_confirmed_at = now() where id = any($1)', [
      [first, second, bystander],
    ]);

    const promoted = await promoteAdmins(db, [
      ' Second.Admin@Example.CH',
      'first.admin@example.ch',
      'nobody@example.ch',
    ]);

    expect(promoted).toEqual(['first.admin@example.ch', 'second.admin@example.ch']);
    const { rows } = await db.query<{ id: string; role: string }>(
      'select id, role from users where id = any($1)',
      [[first, second, bystander]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.role]))).toEqual({
      [first]: 'admin',
      [second]: 'admin',
      [bystander]: 'user',
    });
    const { rows: nobody } = await db.query("select 1 from users where email = 'nobody@example.ch'");
    expect(nobody).toEqual([]);
  });

  it('leaves an address nobody has confirmed as it is (docs/admin.md#first-admins)', async () => {
    await insertUser(db, { email: 'unconfirmed.admin@example.ch', status: 'pending' });
    expect(await promoteAdmins(db, ['unconfirmed.admin@example.ch'])).toEqual([]);
    const { rows } = await db.query<{ role: string }>(
      "select role from users where email = 'unconfirmed.admin@example.ch'",
    );
    expect(rows).toEqual([{ role: 'user' }]);
  });

  it('leaves admins as they are, demotes nobody, and does nothing with an empty list', async () => {
    await insertUser(db, { email: 'already@example.ch', role: 'admin' });
    expect(await promoteAdmins(db, ['already@example.ch'])).toEqual([]);
    expect(await promoteAdmins(db, [])).toEqual([]);
    const { rows } = await db.query<{ role: string }>(
      "select role from users where email = 'already@example.ch'",
    );
    expect(rows).toEqual([{ role: 'admin' }]);
  });

  it('opens the admin calls to a promoted account on its existing session opened with two-factor sign-in', async () => {
    const id = await insertUser(db, { email: 'soon.admin@example.ch' });
    await db.query('update users set email_confirmed_at = now() where id = $1', [id]);
    const auth = `Bearer ${await secondFactorSession(db, id)}`;
    const blacklist = () => call({ method: 'GET', url: '/api/blacklist', auth });
    expect((await blacklist()).json()).toEqual(errorBody('forbidden'));
    await promoteAdmins(db, ['soon.admin@example.ch']);
    expect((await blacklist()).statusCode).toBe(200);
  });

  it('holds a promoted account without two-factor sign-in to set it up first (docs/admin.md#admin-two-factor)', async () => {
    const id = await insertUser(db, { email: 'new.admin@example.ch' });
    await db.query('update users set email_confirmed_at = now() where id = $1', [id]);
    const auth = `Bearer ${await createSession(db, id)}`;
    await promoteAdmins(db, ['new.admin@example.ch']);
    const refused = await call({ method: 'GET', url: '/api/blacklist', auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody('admin_needs_two_factor'));
  });
});
