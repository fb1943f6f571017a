import { type Language, PASSWORD_MIN_LENGTH, type SignupRequest, type SignupResponse } from '@app/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { isBlank } from '../shared/form.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export interface SignUpValues {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
}

/** SPEC §5 sign-up, in its order: all three required, then length, then the match. */
export function signUpProblem(values: SignUpValues): Feedback | null {
  if (isBlank(values.email) || values.password.length === 0 || values.confirmPassword.length === 0) {
    return messageFeedback('auth.signUp.error.required', 'error');
  }
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return messageFeedback('auth.signUp.error.passwordTooShort', 'error', { minLength: PASSWORD_MIN_LENGTH });
  }
  if (values.password !== values.confirmPassword)
    return messageFeedback('auth.signUp.error.passwordMismatch', 'error');
  return null;
}

/**
 * /signup (SPEC §2, §5, §8): validation without a call, then sign-up in the interface language;
 * success goes to /email-validation. A server refusal is shown with the 'Error:' prefix; no answer
 * at all is the network error.
 */
export const signUpMachine = setup({
  types: {
    context: {} as { lang: Language; feedback: Feedback | null },
    events: {} as { type: 'SIGN_UP.SUBMIT' } & SignUpValues,
    input: {} as { lang: Language },
    emitted: {} as NavigateEmitted,
  },
  actors: {
    signUp: fromPromise<SignupResponse, SignupRequest>(async () => {
      throw new Error('signUp must be provided');
    }),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ lang: input.lang, feedback: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'SIGN_UP.SUBMIT': [
          {
            guard: ({ event }) => signUpProblem(event) !== null,
            actions: assign({ feedback: ({ event }) => signUpProblem(event) }),
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'signUp',
        input: ({ context, event }) => {
          const { email, password } = event as SignUpValues;
          return { email: email.trim(), password, lang: context.lang };
        },
        onDone: { target: 'done', actions: emit(navigate('/email-validation')) },
        onError: {
          target: 'editing',
          actions: assign({
            feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network', true),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
