import { adminRefusal } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { type AppCaller, appCallerOf } from '../app-auth/index.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findSessionUser, type SessionUser } from '../sessions/sessions-service.js';
import { hasTwoFactor } from '../two-factor/two-factor-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    appCaller: AppCaller | null;
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

/**
 * For admin calls: 401 without a live session, 403 `forbidden` for everyone but admins
 * (docs/admin.md#admin-access), 403 `admin_needs_two_factor` for an admin without two-factor sign-in
 * or in a session opened without it (docs/admin.md#admin-two-factor).
 */
export const requireAdmin =
  (db: Database) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireUser(db)(request, reply);
    const user = signedInUser(request);
    const refusal = adminRefusal({
      role: user.role,
      secondFactorSession: user.secondFactor,
      // Asked of admins only: nobody else's call needs the extra read.
      twoFactorEnabled: user.role === 'admin' && (await hasTwoFactor(db, user.id)),
    });
    if (refusal) throw new HttpError(refusal);
  };

/**
 * For the Windows app's calls (docs/desktop-app.md#app-calls): 401 unless the bearer token is a live
 * app access token of a device still signed in. A browser session's token is not one.
 */
export const requireApp =
  (db: Database, provider: Provider) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const caller = match?.[1] ? await appCallerOf(db, provider, match[1], request.ip) : undefined;
    if (!caller) throw new HttpError('unauthorized');
    request.appCaller = caller;
  };

/** The app a guard has put on the request. */
export function appCaller(request: FastifyRequest): AppCaller {
  if (!request.appCaller) throw new HttpError('unauthorized');
  return request.appCaller;
}

/** The user a guard has put on the request; a route without a guard has none to give. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError('unauthorized');
  return request.user;
}
