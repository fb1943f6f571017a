import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createSession } from '../../src/sessions/sessions-repository.js';
import { insertUser } from './users.js';

/** A call with `auth` as its whole Authorization header, or with none. */
export type AuthorizedCall = InjectOptions & { auth?: string };

export const callWith = (app: FastifyInstance, options: AuthorizedCall) =>
  app.inject({ ...options, headers: options.auth ? { authorization: options.auth } : {} });

/** The contracts' error body for `code`, whatever its words. */
export const errorBody = (code: string) => ({ error: true, code, message: expect.any(String) });

/** The Authorization headers of a new admin and of a new user who is none. */
export async function adminAndUserAuth(db: Database): Promise<{ adminAuth: string; userAuth: string }> {
  return {
    adminAuth: `Bearer ${await createSession(db, await insertUser(db, { email: 'admin@example.ch', role: 'admin' }))}`,
    userAuth: `Bearer ${await createSession(db, await insertUser(db, { email: 'user@example.ch' }))}`,
  };
}
