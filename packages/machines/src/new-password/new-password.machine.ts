import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import { assign, emit, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';
import { RESET_REDIRECT_DELAY_MS } from '../timings.js';

/** The code of an API refusal, if the call got one. */
function refusalCode(error: unknown): string | null {
  const failure = failureOf(error);
  return failure.kind === 'api' ? failure.error.code : null;
}

/** /reset-password/{token} after a forgotten password, or /create-password/{token}/{email} for an invitee. */
export type NewPasswordMode = 'reset' | 'create';

export interface NewPasswordValues {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/**
 * docs/accounts.md#new-password-checks: the two passwords must match, else no call. The length rule is the
 * server's too (contracts' passwordSchema); checking it here saves a round trip that could only fail.
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

/** The invalid link's words: a reset link can be asked for again; an invitation only from its sender. */
const INVALID_LINK: Record<NewPasswordMode, string> = {
  reset: 'auth.newPassword.error.invalidLink',
  create: 'auth.createPassword.error.invalidLink',
};

/**
 * Reset and create password (docs/accounts.md#reset-password): on success a message, then, for a reset only,
 * /signin after 3 seconds; a refused link is the invalid-link message (reset) or, for an invited
 * colleague who cannot ask for a new link herself, words of its own (create,
 * docs/accounts.md#link-errors); no answer at all is the network error. Either link is checked as
 * the page opens (docs/accounts.md#reset-password, docs/accounts.md#create-password), so nobody
 * types two passwords into a dead link.
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
    savePassword: injectedCall<unknown, { newPassword: string }>('savePassword'),
    /**
     * Whether the link still works, looked at without using it; `signIn` when an invitation's
     * address already has a password (set with this very link, maybe): she signs in instead.
     */
    checkLink: injectedCall<{ valid: boolean; signIn?: boolean }>('checkLink'),
  },
  delays: { redirect: RESET_REDIRECT_DELAY_MS },
}).createMachine({
  id: 'newPassword',
  context: ({ input }) => ({ mode: input.mode, feedback: null }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['checking'],
      invoke: {
        src: 'checkLink',
        onDone: [
          { guard: ({ event }) => event.output.valid, target: 'editing' },
          {
            guard: ({ event }) => event.output.signIn === true,
            target: 'signInInstead',
            actions: assign({ feedback: messageFeedback('errors.signInToAcceptInvitation', 'error') }),
          },
          {
            target: 'linkInvalid',
            actions: assign({
              feedback: ({ context }) => messageFeedback(INVALID_LINK[context.mode], 'error'),
            }),
          },
        ],
        // No answer: the form is shown, and saving will say what the API thinks of the link.
        onError: { target: 'editing' },
      },
    },
    /** The link is dead: no form, only the way to a new one (or, for an invitation, its words). */
    linkInvalid: {},
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
        onError: [
          {
            // docs/accounts.md#create-password: an invitee who already has a password accepts the
            // seat by signing in.
            guard: ({ event }) => refusalCode(event.error) === 'sign_in_to_accept_invitation',
            target: 'signInInstead',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
            }),
          },
          {
            target: 'editing',
            actions: assign({
              feedback: ({ context, event }) => {
                const failure = failureOf(event.error);
                if (failure.kind === 'network') return messageFeedback('errors.network', 'error');
                // The password, not the link, was refused: the link still works with another one.
                if (failure.error.code === 'password_too_common')
                  return failureFeedback(failure, 'errors.network');
                return messageFeedback(INVALID_LINK[context.mode], 'error');
              },
            }),
          },
        ],
      },
    },
    /** The address already has a password: nothing to set, the screen sends her to sign in. */
    signInInstead: {},
    saved: {
      always: { guard: ({ context }) => context.mode === 'create', target: 'done' },
      after: { redirect: { target: 'done', actions: emit(navigate('/signin')) } },
    },
    done: { type: 'final' },
  },
});
