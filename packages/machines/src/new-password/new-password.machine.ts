import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, messageFeedback } from '../shared/feedback.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';
import { RESET_REDIRECT_DELAY_MS } from '../timings.js';

/** /reset-password/{token} after a forgotten password, or /create-password/{token}/{email} for an invitee. */
export type NewPasswordMode = 'reset' | 'create';

export interface NewPasswordValues {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/**
 * SPEC §5: the two passwords must match, else no call. The length rule is the server's too
 * (contracts' passwordSchema); checking it here saves a round trip that could only fail.
 */
export function newPasswordProblem(values: NewPasswordValues): Feedback | null {
  if (values.newPassword !== values.confirmPassword) {
    return messageFeedback('auth.newPassword.error.passwordMismatch', 'error');
  }
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
    return messageFeedback('auth.signUp.error.passwordTooShort', 'error', { minLength: PASSWORD_MIN_LENGTH });
  }
  return null;
}

/**
 * Reset and create password (SPEC §2, §4, §5, §8): on success a message, then, for a reset only,
 * /signin after 3 seconds; a refused link is the invalid-link message (reset) or the
 * invalid-or-expired-link message (create); no answer at all is the network error.
 */
export const newPasswordMachine = setup({
  types: {
    context: {} as { mode: NewPasswordMode; feedback: Feedback | null },
    events: {} as { type: 'NEW_PASSWORD.SUBMIT' } & NewPasswordValues,
    input: {} as { mode: NewPasswordMode },
    emitted: {} as NavigateEmitted,
  },
  actors: {
    /** Sends the token (and, for create, the e-mail) the screen read from its link. */
    savePassword: fromPromise<unknown, { newPassword: string }>(async () => {
      throw new Error('savePassword must be provided');
    }),
  },
  delays: { redirect: RESET_REDIRECT_DELAY_MS },
}).createMachine({
  id: 'newPassword',
  context: ({ input }) => ({ mode: input.mode, feedback: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'NEW_PASSWORD.SUBMIT': [
          {
            guard: ({ event }) => newPasswordProblem(event) !== null,
            actions: assign({ feedback: ({ event }) => newPasswordProblem(event) }),
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'savePassword',
        input: ({ event }) => ({ newPassword: (event as NewPasswordValues).newPassword }),
        onDone: {
          target: 'saved',
          actions: assign({ feedback: messageFeedback('auth.newPassword.success', 'success') }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            feedback: ({ context, event }) => {
              if (failureOf(event.error).kind === 'network')
                return messageFeedback('errors.network', 'error');
              return messageFeedback(
                context.mode === 'reset'
                  ? 'auth.newPassword.error.invalidLink'
                  : 'errors.invalidOrExpiredLink',
                'error',
              );
            },
          }),
        },
      },
    },
    saved: {
      always: { guard: ({ context }) => context.mode === 'create', target: 'done' },
      after: { redirect: { target: 'done', actions: emit(navigate('/signin')) } },
    },
    done: { type: 'final' },
  },
});
