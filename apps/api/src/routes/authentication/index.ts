import { emailConfirmationRedirect } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../errors.js';
import { activateLicense } from '../../licenses/licenses-repository.js';
import { enqueueMail } from '../../mail/outbox.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../passwords/passwords.js';
import {
  assertUnderLimit,
  RESET_EMAILS,
  recordAttempt,
  SIGNIN_FAILURES,
  SIGNUPS,
} from '../../rate-limits/attempts.js';
import { createSession, revokeAllSessions, revokeSession } from '../../sessions/sessions-repository.js';
import { consumeOneTimeToken, issueOneTimeToken } from '../../tokens/one-time-tokens.js';
import { defineRoute } from '../define-route.js';
import { confirmEmail, findUserByEmail, insertPendingUser, setPassword } from './users-repository.js';

/** The same answer for a new address and a known one, so sign-up cannot reveal who is a customer. */
export const SIGNUP_ANSWER =
  'A confirmation e-mail has been sent. Please click its link to activate your account.';
/** The same answer whether or not the address has an account (issue 7). */
export const FORGOT_PASSWORD_ANSWER =
  'If this address has an account, an e-mail with a reset link has been sent.';

export interface AuthenticationOptions {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'adminEmails'>;
}

export async function authenticationRoutes(app: FastifyInstance, { db, config }: AuthenticationOptions) {
  defineRoute(app, 'signup', { db }, async ({ input }) => {
    await assertUnderLimit(db, SIGNUPS, input.email);
    await recordAttempt(db, SIGNUPS, input.email);
    // Hashed before looking the address up, so both answers take the same time.
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email);
      // A confirmed account gets nothing; an unconfirmed one gets its link again, and its
      // password is never replaced by whoever typed the address this time.
      if (existing?.email_confirmed_at) return;
      const userId =
        existing?.id ??
        (await insertPendingUser(tx, {
          email: input.email,
          passwordHash,
          lang: input.lang,
          role: config.adminEmails.includes(input.email) ? 'admin' : 'user',
        }));
      const token = await issueOneTimeToken(tx, { purpose: 'email_confirmation', userId });
      await enqueueMail(tx, {
        to: input.email,
        lang: input.lang,
        template: 'email_confirmation',
        params: { link: `${config.publicUrl}/api/authentication/confirm-email?token=${token}` },
      });
    });
    return { message: SIGNUP_ANSWER };
  });

  defineRoute(app, 'confirmEmail', { db }, async ({ input, reply }) => {
    const confirmed = await db.transaction(async (tx) => {
      const token = await consumeOneTimeToken(tx, 'email_confirmation', input.token);
      if (token) await confirmEmail(tx, token.userId);
      return token !== null;
    });
    return reply.redirect(emailConfirmationRedirect(confirmed ? 'confirmed' : 'invalid'), 302);
  });

  defineRoute(app, 'signin', { db }, async ({ input }) => {
    await assertUnderLimit(db, SIGNIN_FAILURES, input.email);
    const user = await findUserByEmail(db, input.email);
    const valid = user?.password_hash
      ? await verifyPassword(user.password_hash, input.password)
      : await verifyAgainstDecoy(input.password);
    if (!user || !valid) {
      await recordAttempt(db, SIGNIN_FAILURES, input.email);
      throw new HttpError('invalid_credentials');
    }
    // Only after the password: otherwise this answer would tell who has an account.
    if (!user.email_confirmed_at) throw new HttpError('email_not_confirmed');
    return { token: await createSession(db, user.id) };
  });

  defineRoute(app, 'signout', { db }, async ({ request }) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token) await revokeSession(db, token);
    return { message: 'Signed out.' };
  });

  defineRoute(app, 'forgotPassword', { db }, async ({ input }) => {
    // Counted per address whether or not it has an account, so a 429 reveals nothing either.
    await assertUnderLimit(db, RESET_EMAILS, input.email);
    await db.transaction(async (tx) => {
      await recordAttempt(tx, RESET_EMAILS, input.email);
      const user = await findUserByEmail(tx, input.email);
      if (!user) return;
      const token = await issueOneTimeToken(tx, { purpose: 'password_reset', userId: user.id });
      await enqueueMail(tx, {
        to: input.email,
        lang: input.lang,
        template: 'password_reset',
        params: { link: `${config.publicUrl}/reset-password/${token}` },
      });
    });
    return { message: FORGOT_PASSWORD_ANSWER };
  });

  defineRoute(app, 'resetPassword', { db }, async ({ input }) => {
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const token = await consumeOneTimeToken(tx, 'password_reset', input.token);
      if (!token) throw new HttpError('invalid_or_expired_token');
      await setPassword(tx, token.userId, passwordHash);
      // The link came by e-mail, so it also proves the address.
      await confirmEmail(tx, token.userId);
      // Whoever knew the old password is signed out everywhere.
      await revokeAllSessions(tx, token.userId);
    });
    return { message: 'Your password has been reset.' };
  });

  defineRoute(app, 'createPassword', { db }, async ({ input }) => {
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const token = await consumeOneTimeToken(tx, 'invitation', input.token);
      const invitee = token ? await findUserByEmail(tx, input.email) : null;
      // The link names both; with another address the token is refused (the rollback keeps it
      // usable for the colleague it was sent to).
      if (!token || invitee?.id !== token.userId) throw new HttpError('invalid_or_expired_token');
      await setPassword(tx, invitee.id, passwordHash);
      await confirmEmail(tx, invitee.id);
      await activateLicense(tx, invitee.id);
    });
    return { message: 'Your password has been created.' };
  });
}
