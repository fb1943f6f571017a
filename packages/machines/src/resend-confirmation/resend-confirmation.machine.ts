import type { ResendConfirmationRequest, ResendConfirmationResponse } from '@app/contracts';
import { assign, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

/**
 * /email-validation's "send the e-mail again" (docs/accounts.md#email-validation): one call at a
 * time, then what happened: sent again, too many attempts (the API counts it with sign-ups), or no
 * answer at all.
 */
export const resendConfirmationMachine = setup({
  types: {
    context: {} as { feedback: Feedback | null },
    events: {} as { type: 'RESEND.SUBMIT'; request: ResendConfirmationRequest },
  },
  actors: {
    resend: injectedCall<ResendConfirmationResponse, ResendConfirmationRequest>('resend'),
  },
}).createMachine({
  id: 'resendConfirmation',
  context: { feedback: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'RESEND.SUBMIT': 'sending' },
    },
    sending: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'resend',
        input: ({ event }) => (event as { request: ResendConfirmationRequest }).request,
        onDone: {
          target: 'idle',
          actions: assign({ feedback: messageFeedback('auth.emailValidation.resent', 'success') }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
          }),
        },
      },
    },
  },
});
