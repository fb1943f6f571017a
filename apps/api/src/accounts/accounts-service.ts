import { emailConfirmationLinkQuery, type Language } from '@app/contracts';
import { isCommonPassword } from '@app/contracts/common-passwords';
import type { PaidPlan } from '@app/pricing';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { hashPassword } from '../passwords/passwords.js';
import {
  RESET_EMAILS_PER_ADDRESS,
  RESET_EMAILS_PER_CLIENT,
  SIGNUPS_PER_ADDRESS,
  SIGNUPS_PER_CLIENT,
} from '../rate-limits/limits.js';
import { takeAttempt } from '../rate-limits/rate-limits-service.js';
import { endEveryWayIn } from '../sessions/end-ways-in.js';
import { assertSsoNotRequired } from '../sso/enforced.js';
import {
  consumeOneTimeToken,
  isOneTimeTokenLive,
  issueOneTimeToken,
  pendingPasswordHashes,
  revokeOneTimeTokens,
} from '../tokens/one-time-tokens.js';
import {
  findUserByEmail,
  findUserById,
  insertPendingUser,
  markEmailConfirmed,
  type StoredUser,
  setLanguage,
  setPasswordHash,
} from './accounts-repository.js';

export interface AccountsContext {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'adminEmails'>;
}

/** The same answer for a new address and a known one, so sign-up cannot reveal who is a customer. */
export const SIGNUP_ANSWER =
  'A confirmation e-mail has been sent. Please click its link to activate your account.';
/** The same answer whatever the address (docs/accounts.md#email-validation: /email-validation's "send again"). */
export const RESEND_CONFIRMATION_ANSWER =
  'If this address waits for its confirmation, the e-mail has been sent again.';
/** The same answer whether or not the address has an account (docs/accounts.md#forgot-password). */
export const FORGOT_PASSWORD_ANSWER =
  'If this address has an account, an e-mail with a reset link has been sent.';

/** ASVS 5.0 6.2.4: checked before anything is written or spent, so a refused password costs no link. */
function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) throw new HttpError('password_too_common');
}

export async function hashNewPassword(password: string): Promise<string> {
  assertNotCommon(password);
  return hashPassword(password);
}

/**
 * docs/accounts.md#ownership: a confirmed address is never touched (its owner is told by mail that
 * someone tried); an unconfirmed one gets a new link carrying this sign-up's password, beside the
 * links of earlier sign-ups, which keep working. Nothing is set on the account before confirmation.
 */
export async function signUp(
  { db, config }: AccountsContext,
  input: { email: string; password: string; lang: Language; plan?: PaidPlan | undefined },
  client: string,
): Promise<void> {
  assertNotCommon(input.password);
  // docs/sso.md#enforcement: an address of a practice requiring its provider gets its account there.
  await assertSsoNotRequired(db, input.email);
  await takeAttempt(db, [
    { limit: SIGNUPS_PER_CLIENT, subject: client },
    { limit: SIGNUPS_PER_ADDRESS, subject: input.email },
  ]);
  // Hashed only once the limits let the sign-up through: a flood of refused ones costs no CPU.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing?.email_confirmed_at) {
      await mailAccountExists(tx, config, existing);
      return;
    }
    const userId = existing?.id ?? (await insertPendingUser(tx, { email: input.email, lang: input.lang }));
    if (existing) await setLanguage(tx, userId, input.lang);
    await mailConfirmationLink(tx, config, {
      userId,
      email: input.email,
      lang: input.lang,
      passwordHash,
      plan: input.plan,
    });
  });
}

/**
 * /email-validation's "send the e-mail again" (docs/accounts.md#email-validation): a new link for
 * the pending sign-up, with that sign-up's password, in the language asked for; counted with
 * sign-ups, per client and per address, so it cannot be used to flood a mailbox. A confirmed
 * address is told it has an account, as a sign-up of it would; an unknown address or an expired
 * sign-up gets nothing. The answer is the same in every case.
 */
export async function resendConfirmation(
  { db, config }: AccountsContext,
  input: { email: string; lang: Language; plan?: PaidPlan | undefined },
  client: string,
): Promise<void> {
  await takeAttempt(db, [
    { limit: SIGNUPS_PER_CLIENT, subject: client },
    { limit: SIGNUPS_PER_ADDRESS, subject: input.email },
  ]);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) return;
    if (user.email_confirmed_at) {
      await mailAccountExists(tx, config, user);
      return;
    }
    // The newest sign-up's: the earlier ones' links, already sent, still work.
    const [passwordHash] = await pendingPasswordHashes(tx, user.id, 1);
    if (!passwordHash) return;
    await setLanguage(tx, user.id, input.lang);
    await mailConfirmationLink(tx, config, {
      userId: user.id,
      email: user.email,
      lang: input.lang,
      passwordHash,
      plan: input.plan,
    });
  });
}

/** docs/accounts.md#ownership: the owner who forgot she had an account learns it, in her language. */
async function mailAccountExists(
  tx: Queryable,
  config: AccountsContext['config'],
  user: StoredUser,
): Promise<void> {
  await enqueueMail(tx, {
    to: user.email,
    lang: user.lang,
    template: 'account_exists',
    params: {
      link: `${config.publicUrl}/signin`,
      secondaryLink: `${config.publicUrl}/forgot-password`,
    },
  });
}

/** A new confirmation link (older ones stay), carrying the plan chosen before signing up. */
async function mailConfirmationLink(
  tx: Queryable,
  config: AccountsContext['config'],
  pending: {
    userId: string;
    email: string;
    lang: Language;
    passwordHash: string;
    plan?: PaidPlan | undefined;
  },
): Promise<void> {
  const token = await issueOneTimeToken(tx, {
    purpose: 'email_confirmation',
    userId: pending.userId,
    passwordHash: pending.passwordHash,
  });
  await enqueueMail(tx, {
    to: pending.email,
    lang: pending.lang,
    template: 'email_confirmation',
    params: {
      link: `${config.publicUrl}/api/authentication/confirm-email?${emailConfirmationLinkQuery(token, pending.plan)}`,
    },
  });
}

/**
 * The owner is now known: the account is confirmed (admin if listed, docs/admin.md#first-admins)
 * and no other sign-up's link can claim it. Every caller has the password she set proven: typed
 * with a confirmation link, or chosen with a reset or invitation link (docs/accounts.md#ownership).
 */
export async function confirmOwner(
  tx: Queryable,
  config: AccountsContext['config'],
  user: StoredUser,
): Promise<void> {
  await markEmailConfirmed(tx, user.id, config.adminEmails.includes(user.email));
  await revokeOneTimeTokens(tx, user.id, 'email_confirmation');
}

/**
 * A new password for the account: every way in ends (sessions, links, challenges, a pending
 * enrolment), so whoever knew the old password or holds an older link is out
 * (docs/accounts.md#ways-in-end).
 */
export async function replacePassword(tx: Queryable, userId: string, passwordHash: string): Promise<void> {
  await setPasswordHash(tx, userId, passwordHash);
  await endEveryWayIn(tx, userId);
}

/**
 * docs/accounts.md#ownership: the holder of a confirmation link (the mailbox) typed the password
 * chosen at that link's sign-up, checked by the caller against `passwordHash`: that password
 * becomes the account's and the address is confirmed. False when the link was spent meanwhile.
 */
export async function confirmSignUp(
  tx: Queryable,
  config: AccountsContext['config'],
  user: StoredUser,
  token: string,
  passwordHash: string,
): Promise<boolean> {
  const consumed = await consumeOneTimeToken(tx, 'email_confirmation', token);
  if (!consumed || consumed.userId !== user.id || consumed.passwordHash !== passwordHash) return false;
  await replacePassword(tx, user.id, passwordHash);
  await confirmOwner(tx, config, user);
  return true;
}

export async function forgotPassword(
  { db, config }: AccountsContext,
  input: { email: string; lang: Language },
  client: string,
): Promise<void> {
  await assertSsoNotRequired(db, input.email);
  // Counted whether or not the address has an account, so a 429 reveals nothing either.
  await takeAttempt(db, [
    { limit: RESET_EMAILS_PER_CLIENT, subject: client },
    { limit: RESET_EMAILS_PER_ADDRESS, subject: input.email },
  ]);
  await db.transaction(async (tx) => {
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
}

/** Whether a reset link would still work, looked at without using it (docs/accounts.md#reset-password). */
export async function isResetLinkLive(db: Queryable, token: string): Promise<boolean> {
  return isOneTimeTokenLive(db, 'password_reset', token);
}

export async function resetPassword(
  { db, config }: AccountsContext,
  input: { token: string; newPassword: string },
): Promise<{ userId: string }> {
  const passwordHash = await hashNewPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'password_reset', input.token);
    const user = consumed ? await findUserById(tx, consumed.userId) : null;
    if (!user) throw new HttpError('invalid_or_expired_token');
    await assertSsoNotRequired(tx, user.email);
    await replacePassword(tx, user.id, passwordHash);
    await confirmOwner(tx, config, user); // The link came by e-mail, so it also proves the address.
    return { userId: user.id };
  });
}
