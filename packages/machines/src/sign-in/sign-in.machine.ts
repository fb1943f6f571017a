import {
  type Language,
  SIGNIN_LINK_VALID_MINUTES,
  type SigninLinkRequest,
  type SigninLinkResponse,
  type SigninRequest,
  type SigninResponse,
} from '@app/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { isBlank } from '../shared/form.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export interface SignInReturn {
  /** SPEC §2: the 'from' location of the navigation state, else /. */
  readonly from?: string;
  /** Carried back so /payment still knows the plan chosen before sign-in (SPEC §2 /license). */
  readonly state?: Readonly<Record<string, unknown>>;
}

export type SignInEmitted = NavigateEmitted | { type: 'signedIn'; token: string };

export type SignInEvent =
  | { type: 'SIGN_IN.SUBMIT'; email: string; password: string }
  | { type: 'SIGN_IN.REQUEST_LINK'; email: string; lang: Language };

interface SignInContext {
  returnTo: SignInReturn;
  feedback: Feedback | null;
  /**
   * Issue 21: once the API slows this client down (429), the screen offers a sign-in link by
   * e-mail, the way in that no stranger's failures can close; hidden again once it is sent.
   */
  linkOffered: boolean;
}

/**
 * /signin (SPEC §2, §5, §8): both fields required ('All fields are required.') and no call made
 * otherwise; an API refusal is shown by its code (wrong password, unconfirmed address, too many
 * attempts); a failure without an answer is 'Invalid credentials or server issue.'. Success
 * hands the token to the session and returns to `from`, else /. After 'too many attempts', a
 * one-time sign-in link can be asked for by e-mail.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as { returnTo?: SignInReturn },
    emitted: {} as SignInEmitted,
  },
  actors: {
    signIn: fromPromise<SigninResponse, SigninRequest>(async () => {
      throw new Error('signIn must be provided');
    }),
    requestSigninLink: fromPromise<SigninLinkResponse, SigninLinkRequest>(async () => {
      throw new Error('requestSigninLink must be provided');
    }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ returnTo: input.returnTo ?? {}, feedback: null, linkOffered: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'SIGN_IN.SUBMIT': [
          {
            guard: ({ event }) => isBlank(event.email) || event.password.length === 0,
            actions: assign({ feedback: messageFeedback('auth.signIn.error.required', 'error') }),
          },
          { target: 'submitting' },
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
        input: ({ event }) => {
          const { email, password } = event as { email: string; password: string };
          return { email: email.trim(), password };
        },
        onDone: {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'signedIn', token: event.output.token }) as const),
            emit(({ context }) => navigate(context.returnTo.from ?? '/', context.returnTo.state)),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const failure = failureOf(event.error);
            const throttled = failure.kind === 'api' && failure.error.code === 'rate_limited';
            return {
              feedback: failureFeedback(failure, 'auth.signIn.error.failed'),
              linkOffered: context.linkOffered || throttled,
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
    done: { type: 'final' },
  },
});
