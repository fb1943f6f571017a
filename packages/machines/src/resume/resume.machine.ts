import type { ResumeSubscriptionResponse } from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { showCallFailure } from '../shared/call-failure-action.js';
import { type Feedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

export type ResumeEvent = { type: 'RESUME.ASK' } | { type: 'RESUME.CONFIRM' } | { type: 'RESUME.DISMISS' };

export type ResumeEmitted =
  | { type: 'session.expired' }
  | { type: 'subscription.resumed'; nextRenewalDate: string };

/**
 * docs/subscriptions-and-money.md#resume, resuming a cancelled subscription that still runs: one
 * step after a confirmation, on the card it has, nothing charged now. The account page reloads once
 * it is done.
 */
export const resumeMachine = setup({
  types: {
    context: {} as { feedback: Feedback | null },
    events: {} as ResumeEvent,
    emitted: {} as ResumeEmitted,
  },
  actors: {
    resumeSubscription: injectedCall<ResumeSubscriptionResponse>('resumeSubscription'),
  },
  actions: { showCallFailure: showCallFailure() },
}).createMachine({
  id: 'resume',
  context: { feedback: null },
  initial: 'idle',
  states: {
    idle: { on: { 'RESUME.ASK': { target: 'confirming', actions: assign({ feedback: null }) } } },
    confirming: { on: { 'RESUME.CONFIRM': 'resuming', 'RESUME.DISMISS': 'idle' } },
    resuming: {
      tags: ['busy'],
      invoke: {
        src: 'resumeSubscription',
        onDone: {
          target: 'idle',
          actions: [
            assign({ feedback: messageFeedback('billing.resume.success', 'success') }),
            emit(
              ({ event }) =>
                ({ type: 'subscription.resumed', nextRenewalDate: event.output.nextRenewalDate }) as const,
            ),
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'showCallFailure',
            params: ({ event }) => ({ error: event.error, fallbackId: 'billing.resume.error' }),
          },
        },
      },
    },
  },
});

export type ResumeSnapshot = SnapshotFrom<typeof resumeMachine>;
