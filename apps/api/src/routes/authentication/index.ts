import { emailConfirmationRedirect } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  confirmationLinkOutcome,
  createPassword,
  FORGOT_PASSWORD_ANSWER,
  forgotPassword,
  invitationLinkState,
  isResetLinkLive,
  RESEND_CONFIRMATION_ANSWER,
  resendConfirmation,
  resetPassword,
  SIGNUP_ANSWER,
  signUp,
} from '../../accounts/index.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import {
  finishSigninPasskeySetup,
  passkeySigninOptions,
  signInWithPasskey,
  signinPasskeySetupOptions,
} from '../../passkeys/index.js';
import {
  browserCookie,
  browserIdOf,
  newBrowserId,
  requestSigninLink,
  SIGNIN_LINK_ANSWER,
  type SignInClient,
  signIn,
  signInWithLink,
  signOut,
} from '../../sessions/index.js';
import { completeCodeStep, confirmSetupAtSignin, startSetupAtSignin } from '../../two-factor/index.js';
import { noteAudit } from '../audit-recording.js';
import { defineRoute } from '../define-route.js';

export { FORGOT_PASSWORD_ANSWER, RESEND_CONFIRMATION_ANSWER, SIGNIN_LINK_ANSWER, SIGNUP_ANSWER };

export interface AuthenticationOptions {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'adminEmails' | 'twoFactorKey' | 'webauthnRpId' | 'webauthnOrigin'>;
}

/** Longer user agents are cut: enough to recognise a browser, too little to fill a table. */
const USER_AGENT_MAX_LENGTH = 300;

/**
 * The client as the limits and the sessions see it; `request.ip` follows TRUSTED_PROXIES. A
 * browser without our cookie gets a new id, kept if a session is opened (inSession).
 */
export function clientOf(request: FastifyRequest): SignInClient {
  const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
  const browserId = browserIdOf(request.headers.cookie) ?? newBrowserId();
  return { address: request.ip, userAgent, browserId };
}

/**
 * docs/accounts.md#new-browser-mail: an answer that opens a session sets (or renews) the
 * browser's cookie, so its next sign-in to this account is from a known browser.
 */
export async function inSession<Answer extends object>(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  client: SignInClient,
  answer: Promise<Answer>,
): Promise<Answer> {
  const opened = await answer;
  if ('token' in opened) {
    const secure = new URL(config.publicUrl).protocol === 'https:';
    reply.header('set-cookie', browserCookie(client.browserId, secure));
  }
  return opened;
}

/** Maps the authentication calls to the accounts and sign-in services; the rules live there. */
export async function authenticationRoutes(app: FastifyInstance, { db, config }: AuthenticationOptions) {
  const context = { db, config };

  defineRoute(app, 'signup', { db }, async ({ request, input }) => {
    await signUp(context, input, request.ip);
    return { message: SIGNUP_ANSWER };
  });

  defineRoute(app, 'resendConfirmation', { db }, async ({ request, input }) => {
    await resendConfirmation(context, input, request.ip);
    return { message: RESEND_CONFIRMATION_ANSWER };
  });

  defineRoute(app, 'confirmEmail', { db }, async ({ input, reply }) => {
    const outcome = await confirmationLinkOutcome(db, input.token);
    return reply.redirect(emailConfirmationRedirect(outcome, input.plan, input.token), 302);
  });

  defineRoute(app, 'signin', { db }, async ({ request, reply, input }) => {
    const client = clientOf(request);
    return inSession(reply, config, client, signIn(context, input, client));
  });

  defineRoute(app, 'signinTwoFactor', { db }, async ({ request, reply, input }) => {
    const client = clientOf(request);
    return inSession(reply, config, client, completeCodeStep(context, input, client));
  });

  defineRoute(app, 'signinTwoFactorSetup', { db }, async ({ input }) => startSetupAtSignin(context, input));

  defineRoute(app, 'signinTwoFactorSetupConfirm', { db }, async ({ request, reply, input }) => {
    const client = clientOf(request);
    return inSession(reply, config, client, confirmSetupAtSignin(context, input, client));
  });

  defineRoute(app, 'requestSigninLink', { db }, async ({ request, input }) => {
    await requestSigninLink(context, input, clientOf(request));
    return { message: SIGNIN_LINK_ANSWER };
  });

  defineRoute(app, 'signinWithLink', { db }, async ({ request, reply, input }) => {
    const client = clientOf(request);
    return inSession(reply, config, client, signInWithLink(context, input, client));
  });

  // docs/passkeys.md#sign-in
  defineRoute(app, 'passkeySigninOptions', { db }, async ({ request, input }) => ({
    options: await passkeySigninOptions(context, input, clientOf(request)),
  }));

  defineRoute(app, 'passkeySignin', { db }, async ({ request, reply, input }) => {
    const client = clientOf(request);
    const signedIn = signInWithPasskey({ ...context, log: request.log }, input, client);
    return inSession(
      reply,
      config,
      client,
      signedIn.then(({ answer }) => answer),
    );
  });

  // docs/passkeys.md#policy: the enrolment her practice asks for, before the session opens.
  defineRoute(app, 'signinPasskeySetupOptions', { db }, async ({ input }) => ({
    options: await signinPasskeySetupOptions(context, input),
  }));

  defineRoute(app, 'signinPasskeySetup', { db }, async ({ request, reply, input }) => {
    const client = clientOf(request);
    const { answer, userId } = await finishSigninPasskeySetup(
      { ...context, log: request.log },
      input,
      client,
    );
    // docs/audit-log.md#entry: no session asked; the account the passkey was added to acted.
    noteAudit(request, { actor: { kind: 'user', userId }, subjectId: userId });
    return inSession(reply, config, client, Promise.resolve(answer));
  });

  defineRoute(app, 'signout', { db }, async ({ request }) => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (token) await signOut(db, token);
    return { message: 'Signed out.' };
  });

  defineRoute(app, 'forgotPassword', { db }, async ({ request, input }) => {
    await forgotPassword(context, input, request.ip);
    return { message: FORGOT_PASSWORD_ANSWER };
  });

  defineRoute(app, 'checkResetToken', { db }, async ({ input }) => ({
    valid: await isResetLinkLive(db, input.token),
  }));

  defineRoute(app, 'checkInvitation', { db }, async ({ input }) => ({
    state: await invitationLinkState(db, input),
  }));

  defineRoute(app, 'resetPassword', { db }, async ({ request, input }) => {
    const { userId } = await resetPassword(context, input);
    // docs/audit-log.md#entry: the link's account changed her password; she reads it as her own.
    noteAudit(request, { actor: { kind: 'user', userId }, subjectId: userId });
    return { message: 'Your password has been reset.' };
  });

  defineRoute(app, 'createPassword', { db }, async ({ input }) => {
    await createPassword(context, input);
    return { message: 'Your password has been created.' };
  });
}
