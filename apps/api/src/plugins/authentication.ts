import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findSessionUser, type SessionUser } from '../sessions/sessions-repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;

/** A preHandler for authenticated routes: 401 unless the bearer token names a live session. */
export const requireUser =
  (db: Database) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const user = match?.[1] ? await findSessionUser(db, match[1]) : null;
    if (!user) throw new HttpError('unauthorized');
    request.user = user;
  };

/** For admin calls: 401 without a live session, 403 for everyone but admins (docs/admin.md#admin-access). */
export const requireAdmin =
  (db: Database) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireUser(db)(request, reply);
    if (request.user?.role !== 'admin') throw new HttpError('forbidden');
  };

/** The user a guard has put on the request; a route without a guard has none to give. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError('unauthorized');
  return request.user;
}
