import type { SigninRequest, SigninResponse } from '@app/contracts';
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

/**
 * /signin (SPEC §2, §5, §8): both fields required ('All fields are required.') and no call made
 * otherwise; an API refusal is shown by its code (wrong password, unconfirmed address, too many
 * attempts); a failure without an answer is 'Invalid credentials or server issue.'. Success
 * hands the token to the session and returns to `from`, else /.
 */
export const signInMachine = setup({
  types: {
    context: {} as { returnTo: SignInReturn; feedback: Feedback | null },
    events: {} as { type: 'SIGN_IN.SUBMIT'; email: string; password: string },
    input: {} as { returnTo?: SignInReturn },
    emitted: {} as SignInEmitted,
  },
  actors: {
    signIn: fromPromise<SigninResponse, SigninRequest>(async () => {
      throw new Error('signIn must be provided');
    }),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ returnTo: input.returnTo ?? {}, feedback: null }),
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
          actions: assign({
            feedback: ({ event }) => failureFeedback(failureOf(event.error), 'auth.signIn.error.failed'),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
