import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { defineRoute } from '../../src/routes/define-route.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { adminSession } from '../helpers/admin-calls.js';
import { TEST_CONFIG } from '../helpers/test-app.js';
import { openTestDatabase } from '../helpers/test-database.js';
import { insertUser } from '../helpers/users.js';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** The real app's error handling around one route of the contracts' table, under its own prefix so it does not meet the app's real route. */
async function appWith(register: (app: FastifyInstance) => void) {
  const app = await buildApp({
    config: TEST_CONFIG,
    db,
  });
  await app.register(async (scope) => register(scope), { prefix: '/probe' });
  return app;
}

describe('defineRoute', () => {
  it('parses the request with the contract and hands the handler clean input', async () => {
    const handler = vi.fn(async () => ({ message: 'sent' }));
    const app = await appWith((scope) => defineRoute(scope, 'forgotPassword', { db }, handler));
    const response = await app.inject({
      method: 'POST',
      url: '/probe/authentication/forgot-password',
      payload: { email: '  Anna@Praxis.CH ', lang: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ input: { email: 'anna@praxis.ch', lang: 'fr' } }),
    );
    await app.close();
  });

  it('answers 400 validation_failed with the field issues, without calling the handler', async () => {
    const handler = vi.fn(async () => ({ message: 'sent' }));
    const app = await appWith((scope) => defineRoute(scope, 'forgotPassword', { db }, handler));
    const response = await app.inject({
      method: 'POST',
      url: '/probe/authentication/forgot-password',
      payload: { email: 'nope', lang: 'xx' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: true,
      code: 'validation_failed',
      issues: expect.any(Array),
    });
    expect(handler).not.toHaveBeenCalled();
    await app.close();
  });

  it('never sends an answer its contract rejects: that is a 500, logged', async () => {
    const app = await appWith((scope) =>
      defineRoute(scope, 'forgotPassword', { db }, async () => ({ message: '' }) as never),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/probe/authentication/forgot-password',
      payload: { email: 'anna@praxis.ch', lang: 'fr' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal_error' });
    await app.close();
  });

  it('guards admin calls: 401 without a session, 403 for a user, the handler for an admin', async () => {
    const app = await appWith((scope) => defineRoute(scope, 'listUsers', { db }, async () => []));
    const user = await createSession(db, await insertUser(db, { email: 'user@praxis.ch' }));
    const admin = await adminSession(db, 'admin@praxis.ch');
    const list = (token?: string) =>
      app.inject({
        method: 'GET',
        url: '/probe/users/users',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await list()).statusCode).toBe(401);
    expect((await list(user)).json()).toMatchObject({ code: 'forbidden' });
    expect((await list(user)).statusCode).toBe(403);
    expect((await list(admin)).json()).toEqual([]);
    await app.close();
  });
});
