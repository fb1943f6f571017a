import { randomBytes } from 'node:crypto';
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

/**
 * A session of the account as docs/admin.md#admin-two-factor and docs/passkeys.md#admins let an
 * admin in: two-factor sign-in on (a stand-in secret: nothing here reads it), a passkey (a
 * stand-in key: nothing here signs with it), and the session opened with both.
 */
export async function secondFactorSession(db: Database, userId: string): Promise<string> {
  await db.query(
    `insert into two_factor (user_id, secret_ciphertext, enabled_at) values ($1, 'not-read-here', now())`,
    [userId],
  );
  await db.query(
    `insert into passkeys (user_id, credential_id, public_key, device_type, backed_up)
     values ($1, $2, '\\x00', 'multiDevice', true)`,
    [userId, randomBytes(32).toString('base64url')],
  );
  return createSession(db, userId, {
    userAgent: null,
    clientAddress: null,
    secondFactor: true,
    passkey: true,
    signedInWith: 'passkey',
  });
}

/** The session token of a new admin whom the admin calls let in. */
export async function adminSession(db: Database, email = 'admin@example.ch'): Promise<string> {
  return secondFactorSession(db, await insertUser(db, { email, role: 'admin' }));
}

/** The Authorization headers of a new admin and of a new user who is none. */
export async function adminAndUserAuth(db: Database): Promise<{ adminAuth: string; userAuth: string }> {
  return {
    adminAuth: `Bearer ${await adminSession(db)}`,
    userAuth: `Bearer ${await createSession(db, await insertUser(db, { email: 'user@example.ch' }))}`,
  };
}
