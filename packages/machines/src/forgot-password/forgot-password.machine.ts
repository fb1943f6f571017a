import type { ForgotPasswordRequest, ForgotPasswordResponse, Language } from '@app/contracts';
import { assign, emit, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { isBlank } from '../shared/is-blank.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

/**
 * Refusals that tell the user something actionable; anything else is the send failure of
 * docs/accounts.md#forgot-password.
 */
const ACTIONABLE = new Set(['rate_limited', 'validation_failed']);

/**
 * /forgot-password (docs/accounts.md#forgot-password): the address is required ('Please enter your email
 * address'); a truthy message in the answer goes to /reset-password-email-sent; a failure is
 * 'Error sending email. Please try again.'.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as { lang: Language; feedback: Feedback | null },
    events: {} as { type: 'FORGOT_PASSWORD.SUBMIT'; email: string },
    input: {} as { lang: Language },
    emitted: {} as NavigateEmitted,
  },
  actors: {
    requestReset: injectedCall<ForgotPasswordResponse, ForgotPasswordRequest>('requestReset'),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ lang: input.lang, feedback: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FORGOT_PASSWORD.SUBMIT': [
          {
            guard: ({ event }) => isBlank(event.email),
            actions: assign({
              feedback: messageFeedback('auth.forgotPassword.error.emailRequired', 'error'),
            }),
          },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'requestReset',
        input: ({ context, event }) => ({
          email: (event as { email: string }).email.trim(),
          lang: context.lang,
        }),
        onDone: [
          {
            guard: ({ event }) => Boolean(event.output.message),
            target: 'done',
            actions: emit(navigate('/reset-password-email-sent')),
          },
          {
            target: 'editing',
            actions: assign({ feedback: messageFeedback('auth.forgotPassword.error.sendFailed', 'error') }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            feedback: ({ event }) => {
              const failure = failureOf(event.error);
              return failure.kind === 'api' && ACTIONABLE.has(failure.error.code)
                ? failureFeedback(failure, 'auth.forgotPassword.error.sendFailed')
                : messageFeedback('auth.forgotPassword.error.sendFailed', 'error');
            },
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
