import {
  emailSchema,
  type Language,
  PASSWORD_MIN_LENGTH,
  type SignupRequest,
  type SignupResponse,
} from '@app/contracts';
import type { PaidPlan } from '@app/pricing';
import { assign, emit, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { isBlank } from '../shared/is-blank.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export interface SignUpValues {
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
}

/**
 * The message a malformed address gets on its own field (docs/accounts.md#sign-up-checks), not in
 * the form's notice.
 */
export const SIGN_UP_INVALID_EMAIL = 'auth.signUp.error.invalidEmail';

/**
 * Sign-up (docs/accounts.md#sign-up-checks), in its order: all three required, then length, then the match;
 * an address the API would refuse is caught before them (docs/accounts.md#sign-up-checks), so the
 * field can say so at once.
 */
export function signUpProblem(values: SignUpValues): Feedback | null {
  if (isBlank(values.email) || values.password.length === 0 || values.confirmPassword.length === 0) {
    return messageFeedback('auth.signUp.error.required', 'error');
  }
  if (!emailSchema.safeParse(values.email.trim()).success)
    return messageFeedback(SIGN_UP_INVALID_EMAIL, 'error');
  if (values.password.length < PASSWORD_MIN_LENGTH) {
    return messageFeedback('auth.signUp.error.passwordTooShort', 'error', { minLength: PASSWORD_MIN_LENGTH });
  }
  if (values.password !== values.confirmPassword)
    return messageFeedback('auth.signUp.error.passwordMismatch', 'error');
  return null;
}

/** What /email-validation is told: the address the mail went to, and the plan being bought. */
export type EmailValidationState = {
  readonly email: string;
  readonly plan?: PaidPlan;
};

/**
 * /signup (docs/accounts.md#sign-up): validation without a call, then sign-up in the interface language,
 * with the plan chosen on /license if one was (docs/accounts.md#email-validation: it travels with
 * the confirmation link); success goes to /email-validation with the address and the plan. A server
 * refusal is shown with the 'Error:' prefix; no answer at all is the network error.
 */
export const signUpMachine = setup({
  types: {
    context: {} as {
      lang: Language;
      plan: PaidPlan | undefined;
      /** The address being signed up, trimmed, for /email-validation. */
      email: string;
      feedback: Feedback | null;
    },
    events: {} as { type: 'SIGN_UP.SUBMIT' } & SignUpValues,
    input: {} as { lang: Language; plan?: PaidPlan | undefined },
    emitted: {} as NavigateEmitted,
  },
  actors: {
    signUp: injectedCall<SignupResponse, SignupRequest>('signUp'),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ lang: input.lang, plan: input.plan, email: '', feedback: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'SIGN_UP.SUBMIT': [
          {
            guard: ({ event }) => signUpProblem(event) !== null,
            actions: assign({ feedback: ({ event }) => signUpProblem(event) }),
          },
          {
            target: 'submitting',
            actions: assign({ email: ({ event }) => event.email.trim() }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'signUp',
        input: ({ context, event }) => {
          const { password } = event as SignUpValues;
          const request: SignupRequest = { email: context.email, password, lang: context.lang };
          return context.plan ? { ...request, plan: context.plan } : request;
        },
        onDone: {
          target: 'done',
          actions: emit(({ context }) =>
            navigate('/email-validation', emailValidationState(context.email, context.plan)),
          ),
        },
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

function emailValidationState(email: string, plan: PaidPlan | undefined): EmailValidationState {
  return plan ? { email, plan } : { email };
}
