import {
  isSigninChallenge,
  type Language,
  SIGNIN_LINK_VALID_MINUTES,
  type SigninChallengeResponse,
  type SigninLinkRequest,
  type SigninLinkResponse,
  type SigninRequest,
  type SigninResponse,
  type SigninTokenResponse,
  type SigninTwoFactorRequest,
} from '@app/contracts';
import { assign, emit, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { isBlank } from '../shared/is-blank.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export interface SignInReturn {
  /** docs/accounts.md#sign-in: the 'from' location of the navigation state, else /. */
  readonly from?: string;
  /**
   * Carried back so /payment still knows the plan chosen before sign-in (docs/routes-and-screens.md#license).
   */
  readonly state?: Readonly<Record<string, unknown>>;
}

export type SignInEmitted = NavigateEmitted | { type: 'signedIn'; token: string };

export type SignInEvent =
  | { type: 'SIGN_IN.SUBMIT'; email: string; password: string }
  | { type: 'SIGN_IN.REQUEST_LINK'; email: string; lang: Language }
  /** The second step (docs/accounts.md#two-factor): the authenticator's code or a recovery code. */
  | { type: 'SIGN_IN.SUBMIT_CODE'; code: string }
  /** A set-up required by the owner of her seat, done on the screen: the session it opened. */
  | { type: 'SIGN_IN.SET_UP'; session: SigninTokenResponse }
  /** Back to the password (the second step's time ran out, or she chose to). */
  | { type: 'SIGN_IN.RESTART' }
  /**
   * The visitor is signed in already (a session of this browser, or one opened in another tab):
   * nothing to ask, she goes on where signing in would take her.
   */
  | { type: 'SIGN_IN.SESSION_FOUND' };

/** Where a session opened: the account page's banner when her account's deletion is pending. */
const afterSignIn = (context: SignInContext, session: SigninTokenResponse) =>
  session.deletionScheduledAt
    ? navigate(DELETION_PENDING_PATH)
    : navigate(context.returnTo.from ?? '/', context.returnTo.state);

/** Where an owner who asked for her account's deletion lands: its banner offers to keep it. */
export const DELETION_PENDING_PATH = '/account';

interface SignInContext {
  returnTo: SignInReturn;
  feedback: Feedback | null;
  /**
   * docs/accounts.md#sign-in-link: once the API slows this client down (429), the screen offers a
   * sign-in link by e-mail, the way in that no stranger's failures can close; hidden again once it is sent.
   */
  linkOffered: boolean;
  /** The second step's own token and kind, once the password (or a mailed link) was right. */
  challenge: SigninChallengeResponse | null;
  /** The address of the attempt under way, kept for what its answer offers. */
  submitted: string;
  /**
   * docs/accounts.md#sign-in-unconfirmed: the address whose right password met "confirm your address
   * first", for the offer to send the confirmation e-mail again; null otherwise. That answer comes
   * only after the right password, so the offer tells nothing the refusal did not.
   */
  unconfirmedEmail: string | null;
}

/**
 * /signin (docs/accounts.md#sign-in): both fields required ('All fields are required.') and no call made
 * otherwise; an API refusal is shown by its code (wrong password, unconfirmed address, too many
 * attempts); a failure without an answer is 'Invalid credentials or server issue.'. Success
 * hands the token to the session and returns to `from`, else /. After 'too many attempts', a
 * one-time sign-in link can be asked for by e-mail.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { returnTo?: SignInReturn; challenge?: SigninChallengeResponse },
    emitted: {} as SignInEmitted,
  },
  actors: {
    signIn: injectedCall<SigninResponse, SigninRequest>('signIn'),
    requestSigninLink: injectedCall<SigninLinkResponse, SigninLinkRequest>('requestSigninLink'),
    verifyTwoFactor: injectedCall<SigninTokenResponse, SigninTwoFactorRequest>('verifyTwoFactor'),
  },
  guards: {
    asksCode: ({ context }) => context.challenge?.step === 'code',
    asksSetup: ({ context }) => context.challenge?.step === 'setup',
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    returnTo: input.returnTo ?? {},
    feedback: null,
    linkOffered: false,
    challenge: input.challenge ?? null,
    submitted: '',
    unconfirmedEmail: null,
  }),
  initial: 'starting',
  states: {
    /** A mailed link's sign-in may arrive here at its second step already. */
    starting: {
      always: [
        { guard: 'asksCode', target: 'secondStep' },
        { guard: 'asksSetup', target: 'settingUp' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        // Only before an attempt of her own: a sign-in on this screen goes on by itself.
        'SIGN_IN.SESSION_FOUND': {
          target: 'done',
          actions: emit(({ context }) =>
            navigate(context.returnTo.from ?? '/', context.returnTo.state, { replace: true }),
          ),
        },
        'SIGN_IN.SUBMIT': [
          {
            guard: ({ event }) => isBlank(event.email) || event.password.length === 0,
            actions: assign({ feedback: messageFeedback('auth.signIn.error.required', 'error') }),
          },
          {
            target: 'submitting',
            actions: assign({ submitted: ({ event }) => event.email.trim(), unconfirmedEmail: null }),
          },
        ],
        'SIGN_IN.REQUEST_LINK': [
          { guard: ({ context }) => !context.linkOffered },
          {
            guard: ({ event }) => isBlank(event.email),
            actions: assign({ feedback: messageFeedback('auth.signIn.error.required', 'error') }),
          },
          { target: 'requestingLink' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'signIn',
        input: ({ context, event }) => ({
          email: context.submitted,
          password: (event as { password: string }).password,
        }),
        onDone: [
          {
            guard: ({ event }) => isSigninChallenge(event.output),
            target: 'starting',
            actions: assign({
              challenge: ({ event }) => (isSigninChallenge(event.output) ? event.output : null),
            }),
          },
          {
            target: 'done',
            actions: [
              emit(
                ({ event }) =>
                  ({ type: 'signedIn', token: (event.output as SigninTokenResponse).token }) as const,
              ),
              emit(({ context, event }) => afterSignIn(context, event.output as SigninTokenResponse)),
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const failure = failureOf(event.error);
            const code = failure.kind === 'api' ? failure.error.code : null;
            return {
              feedback: failureFeedback(failure, 'auth.signIn.error.failed'),
              linkOffered: context.linkOffered || code === 'rate_limited',
              unconfirmedEmail: code === 'email_not_confirmed' ? context.submitted : null,
            };
          }),
        },
      },
    },
    requestingLink: {
      tags: ['sendingLink'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'requestSigninLink',
        input: ({ event }) => {
          const { email, lang } = event as { email: string; lang: Language };
          return { email: email.trim(), lang };
        },
        onDone: {
          target: 'editing',
          actions: assign({
            feedback: messageFeedback('auth.signIn.linkSent', 'success', {
              minutes: SIGNIN_LINK_VALID_MINUTES,
            }),
            linkOffered: false,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
          }),
        },
      },
    },
    /** docs/accounts.md#two-factor: the password was right; a code (or a recovery code) opens the session. */
    secondStep: {
      on: {
        'SIGN_IN.SUBMIT_CODE': [
          {
            guard: ({ event }) => isBlank(event.code),
            actions: assign({ feedback: messageFeedback('auth.twoFactor.error.required', 'error') }),
          },
          { target: 'verifyingCode' },
        ],
        'SIGN_IN.RESTART': { target: 'editing', actions: assign({ challenge: null, feedback: null }) },
      },
    },
    verifyingCode: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'verifyTwoFactor',
        input: ({ context, event }) => ({
          challenge: context.challenge?.challenge ?? '',
          code: (event as { code: string }).code.trim(),
        }),
        onDone: {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'signedIn', token: event.output.token }) as const),
            emit(({ context, event }) => afterSignIn(context, event.output)),
          ],
        },
        onError: [
          {
            // The step's five minutes ran out (or it was used): sign in again from the password.
            guard: ({ event }) => {
              const failure = failureOf(event.error);
              return failure.kind === 'api' && failure.error.code === 'invalid_or_expired_token';
            },
            target: 'editing',
            actions: assign({
              challenge: null,
              feedback: messageFeedback('auth.twoFactor.expired', 'error'),
            }),
          },
          {
            target: 'secondStep',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
            }),
          },
        ],
      },
    },
    /**
     * The owner of her seat requires two-factor sign-in: the screen sets it up with the
     * challenge (the two-factor set-up chart) and hands back the session it opened.
     */
    settingUp: {
      on: {
        'SIGN_IN.SET_UP': {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'signedIn', token: event.session.token }) as const),
            emit(({ context, event }) => afterSignIn(context, event.session)),
          ],
        },
        'SIGN_IN.RESTART': {
          target: 'editing',
          actions: assign({ challenge: null, feedback: messageFeedback('auth.twoFactor.expired', 'error') }),
        },
      },
    },
    done: { type: 'final' },
  },
});
