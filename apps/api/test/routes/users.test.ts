import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { useTestApp } from '../helpers/test-app.js';
import { databaseNow } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

let db: Database;
let app: FastifyInstance;
useTestApp({}, (opened) => {
  ({ db, app } = opened);
});

const me = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers: authorization ? { authorization } : {} });

describe('GET /api/users/me', () => {
  it('answers the status of the signed-in user', async () => {
    const token = await createSession(
      db,
      await insertUser(db, { email: 'dr.muster@example.ch', status: 'pending' }),
    );
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'pending', plan: 'free' });
  });

  it.each([
    ['no header', undefined],
    ['a malformed header', 'Token abc'],
    ['an unknown token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('answers 401 in the shared error shape with %s', async (_case, authorization) => {
    const response = await me(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: true, code: 'unauthorized', message: expect.any(String) });
  });

  it('refuses a revoked session and an idle one', async () => {
    const userId = await insertUser(db, { email: 'idle@example.ch' });
    const revoked = await createSession(db, userId);
    const idle = await createSession(db, userId);
    await db.query('update sessions set revoked_at = now() where user_id = $1', [userId]);
    expect((await me(`Bearer ${revoked}`)).statusCode).toBe(401);

    const idleUser = await insertUser(db, { email: 'idle2@example.ch' });
    const idleToken = await createSession(db, idleUser);
    await db.query("update sessions set last_seen_at = now() - interval '31 minutes' where user_id = $1", [
      idleUser,
    ]);
    expect((await me(`Bearer ${idleToken}`)).statusCode).toBe(401);
    expect(idle).not.toBe(idleToken);
  });
});

describe('the idle clock of a session', () => {
  const lastSeen = async (userId: string) =>
    (
      await db.query<{ seconds: number }>(
        'select extract(epoch from now() - last_seen_at)::float as seconds from sessions where user_id = $1',
        [userId],
      )
    ).rows[0]?.seconds;

  it('is moved by a request after a minute of quiet, keeping an active user signed in', async () => {
    const userId = await insertUser(db, { email: 'busy@example.ch' });
    const token = await createSession(db, userId);
    await db.query("update sessions set last_seen_at = now() - interval '29 minutes' where user_id = $1", [
      userId,
    ]);
    // Moved to the request's time: after this read of the database's clock, however slow the
    // request (not "within 5 s of the check", which a busy machine can outlast).
    const before = await databaseNow(db);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    const moved = await db.query<{ moved: boolean }>(
      'select last_seen_at >= $2::timestamptz as moved from sessions where user_id = $1',
      [userId, before],
    );
    expect(moved.rows).toEqual([{ moved: true }]);
  });

  it('is left alone within the minute, so bursts of calls do not queue on the row', async () => {
    const userId = await insertUser(db, { email: 'burst@example.ch' });
    const token = await createSession(db, userId);
    await db.query("update sessions set last_seen_at = now() - interval '30 seconds' where user_id = $1", [
      userId,
    ]);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    expect(await lastSeen(userId)).toBeGreaterThanOrEqual(30);
  });
});

describe('GET /api/health', () => {
  it('answers 200 when the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with 404 in the shared error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, code: 'not_found' });
  });
});
