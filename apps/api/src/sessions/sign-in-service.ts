import type { Language, SigninResponse, SigninStep } from '@app/contracts';
import { confirmSignUp } from '../accounts/accounts-service.js';
import { findUserByEmail, findUserById, type StoredUser } from '../accounts/users-service.js';
import { recordFailedSignIn } from '../audit/index.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { verifyAgainstDecoy, verifyPassword } from '../passwords/passwords.js';
import {
  SIGNIN_LINKS_PER_ADDRESS,
  SIGNIN_LINKS_PER_CLIENT,
  SIGNUPS_PER_ADDRESS,
} from '../rate-limits/limits.js';
import {
  beforeSignin,
  recentSigninFailures,
  recordSigninFailure,
  recordSigninSuccess,
  takeAttempt,
} from '../rate-limits/rate-limits-service.js';
import { assertSsoNotRequired } from '../sso/enforced.js';
import {
  consumeOneTimeToken,
  findConfirmationLink,
  issueOneTimeToken,
  pendingPasswordHashes,
} from '../tokens/one-time-tokens.js';
import { STEP_PURPOSES, secondStepFor } from '../two-factor/second-step.js';
import { openSession, type SignInClient } from './open-session.js';
import { isNewBrowser } from './sessions-repository.js';

export type { SignInClient };

export interface SignInContext {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'adminEmails'>;
}

/** The same answer whether or not the address has an account. */
export const SIGNIN_LINK_ANSWER =
  'If this address has an account, an e-mail with a sign-in link has been sent.';

/**
 * The passwords a sign-in is checked against. A confirmed account: its own (none for an invitee who
 * has not chosen one). An unconfirmed one, with a live link of its own: that link's sign-up's only,
 * as typing it confirms the address (docs/accounts.md#ownership). Else its newest sign-ups', so
 * their owner can be told to confirm first (as many as an hour's sign-ups, each costing a hash).
 */
async function passwordsOf(
  db: Queryable,
  user: StoredUser | null,
  confirmation: string | undefined,
): Promise<{ hashes: string[]; confirming: boolean }> {
  if (!user) return { hashes: [], confirming: false };
  if (user.email_confirmed_at)
    return { hashes: user.password_hash ? [user.password_hash] : [], confirming: false };
  const link = confirmation ? await findConfirmationLink(db, confirmation) : null;
  if (link?.live && link.userId === user.id && link.passwordHash)
    return { hashes: [link.passwordHash], confirming: true };
  return { hashes: await pendingPasswordHashes(db, user.id, SIGNUPS_PER_ADDRESS.max), confirming: false };
}

/** The hash among `hashes` that `password` matches, or null (the decoy's time when there is none). */
async function matchingHash(hashes: readonly string[], password: string): Promise<string | null> {
  if (hashes.length === 0) {
    await verifyAgainstDecoy(password);
    return null;
  }
  const results = await Promise.all(hashes.map((hash) => verifyPassword(hash, password)));
  return hashes[results.indexOf(true)] ?? null;
}

export async function signIn(
  { db, config }: SignInContext,
  input: { email: string; password: string; confirmation?: string | undefined },
  client: SignInClient,
): Promise<SigninResponse> {
  // The account is read beside the limits' counts, not after them; it is used only once they
  // let the attempt through.
  const [user] = await Promise.all([
    findUserByEmail(db, input.email),
    beforeSignin(db, client.address, input.email),
    // docs/sso.md#enforcement: her practice's provider only (the owner's break-glass aside).
    assertSsoNotRequired(db, input.email),
  ]);
  const { hashes, confirming } = await passwordsOf(db, user, input.confirmation);
  // What opening the session needs to know of the account is read while a worker thread checks the
  // password (its hash, some 13 ms), not after it: the sign-in's time is then the hash and the
  // writes. It is used only once the password proved right, so it tells a wrong password nothing.
  // Read outside the writing transaction, as it would be read inside one (read committed).
  const [matched, ahead] = await Promise.all([
    matchingHash(hashes, input.password),
    user?.email_confirmed_at ? readFirstFactorFacts(db, user, client) : undefined,
  ]);
  if (!user || !matched) {
    await recordSigninFailure(db, client.address, input.email);
    await recordFailedSignIn(db, { email: input.email, userId: user?.id ?? null, step: 'password' }, client);
    // Only the mailbox holds the link, so its holder may learn that it was another sign-up's.
    throw new HttpError(confirming ? 'confirmation_for_other_signup' : 'invalid_credentials');
  }
  // Only after the password: otherwise this answer would tell who has an account.
  if (!user.email_confirmed_at && !confirming) throw new HttpError('email_not_confirmed');
  const [answer] = await Promise.all([
    db.transaction(async (tx) => {
      if (user.email_confirmed_at) return firstFactorPassed(tx, config, user, client, 'password', ahead);
      const confirmed = await confirmSignUp(tx, config, user, input.confirmation as string, matched);
      if (!confirmed) throw new HttpError('email_not_confirmed');
      const owner = await findUserById(tx, user.id);
      if (!owner) throw new HttpError('email_not_confirmed');
      return firstFactorPassed(tx, config, owner, client, 'password');
    }),
    recordSigninSuccess(db, client.address, input.email),
  ]);
  return answer;
}

/** What the step after the password depends on: a second factor to ask for, a browser to report. */
interface FirstFactorFacts {
  step: SigninStep | null;
  newBrowser: boolean;
}

async function readFirstFactorFacts(
  db: Queryable,
  user: StoredUser,
  client: SignInClient,
): Promise<FirstFactorFacts> {
  const [step, newBrowser] = await Promise.all([
    secondStepFor(db, user.id),
    isNewBrowser(db, user.id, client.browserId),
  ]);
  return { step, newBrowser };
}

/**
 * docs/accounts.md#two-factor: with two-factor sign-in on (or required by the owner of her seat and not set
 * up yet) no session exists before the second step, which gets its own short-lived token.
 */
async function firstFactorPassed(
  tx: Queryable,
  config: SignInContext['config'],
  user: StoredUser,
  client: SignInClient,
  signedInWith: 'password' | 'link',
  facts?: FirstFactorFacts,
): Promise<SigninResponse> {
  const step = facts ? facts.step : await secondStepFor(tx, user.id);
  if (!step)
    return openSession(tx, config, user, client, {
      secondFactor: false,
      signedInWith,
      newBrowser: facts?.newBrowser,
    });
  return { challenge: await issueOneTimeToken(tx, { purpose: STEP_PURPOSES[step], userId: user.id }), step };
}

/**
 * The way in that someone else's failures can never close: a one-time link by mail to a
 * confirmed owner, saying how many wrong passwords were tried on her account lately.
 */
export async function requestSigninLink(
  { db, config }: SignInContext,
  input: { email: string; lang: Language },
  client: SignInClient,
): Promise<void> {
  await assertSsoNotRequired(db, input.email);
  await takeAttempt(db, [
    { limit: SIGNIN_LINKS_PER_CLIENT, subject: client.address },
    { limit: SIGNIN_LINKS_PER_ADDRESS, subject: input.email },
  ]);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user?.email_confirmed_at || !user.password_hash) return;
    const failures = await recentSigninFailures(tx, input.email);
    const token = await issueOneTimeToken(tx, { purpose: 'signin_link', userId: user.id });
    await enqueueMail(tx, {
      to: user.email,
      lang: input.lang,
      template: 'signin_link',
      params: { link: `${config.publicUrl}/signin-link/${token}`, failures: String(failures) },
    });
  });
}

export async function signInWithLink(
  { db, config }: SignInContext,
  input: { token: string },
  client: SignInClient,
): Promise<SigninResponse> {
  const { answer, email } = await db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, 'signin_link', input.token);
    const user = consumed ? await findUserById(tx, consumed.userId) : null;
    if (!user?.email_confirmed_at) throw new HttpError('invalid_or_expired_token');
    await assertSsoNotRequired(tx, user.email);
    // The link stands for the password only: a second factor is still asked for.
    return { answer: await firstFactorPassed(tx, config, user, client, 'link'), email: user.email };
  });
  // The mailbox is proven: this client's own failures on the account are forgiven.
  await recordSigninSuccess(db, client.address, email);
  return answer;
}
