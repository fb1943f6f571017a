import { adminRefusal } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { type AppCaller, appCallerOf } from '../app-auth/index.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../errors.js';
import { findSessionUser, type SessionUser } from '../sessions/sessions-service.js';
import { type AppLicence, appLicence } from '../subscriptions/index.js';
import { hasTwoFactor } from '../two-factor/two-factor-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    appCaller: LicensedAppCaller | null;
  }
}

/** The app making a call, with the licence its account holds now (docs/desktop-app.md#licence). */
export type LicensedAppCaller = AppCaller & { licence: AppLicence };

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
 * or in a session opened without it (docs/admin.md#admin-two-factor), 403 `admin_needs_passkey` for
 * one in a session that is no passkey session (docs/passkeys.md#admins).
 */
export const requireAdmin =
  (db: Database) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireUser(db)(request, reply);
    const user = signedInUser(request);
    const refusal = adminRefusal({
      role: user.role,
      secondFactorSession: user.secondFactor,
      // docs/passkeys.md#admins: opened with a passkey, or she added one in it.
      passkeySession: user.passkey,
      // Asked of admins only: nobody else's call needs the extra read.
      twoFactorEnabled: user.role === 'admin' && (await hasTwoFactor(db, user.id)),
    });
    if (refusal) throw new HttpError(refusal);
  };

/**
 * For the Windows app's calls (docs/desktop-app.md#app-calls): 401 unless the bearer token is a live
 * app access token of a device still signed in (a browser session's token is not one); then 409
 * `app_no_licence` unless the account holds a licence now (docs/desktop-app.md#licence), read on every
 * call, so a removed seat, a plan at its end or an ended trial stops the app's next call.
 */
export const requireApp =
  (db: Database, provider: Provider) =>
  async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const caller = match?.[1] ? await appCallerOf(db, provider, match[1], request.ip) : undefined;
    if (!caller) throw new HttpError('unauthorized');
    const licence = await appLicence(db, caller.userId);
    if (!licence) throw new HttpError('app_no_licence');
    request.appCaller = { ...caller, licence };
  };

/** The app a guard has put on the request. */
export function appCaller(request: FastifyRequest): LicensedAppCaller {
  if (!request.appCaller) throw new HttpError('unauthorized');
  return request.appCaller;
}

/** The user a guard has put on the request; a route without a guard has none to give. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError('unauthorized');
  return request.user;
}
