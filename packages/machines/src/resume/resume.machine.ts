import type { ResumeSubscriptionResponse } from '@app/contracts';
import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';

export type ResumeEvent = { type: 'RESUME.ASK' } | { type: 'RESUME.CONFIRM' } | { type: 'RESUME.DISMISS' };

export type ResumeEmitted =
  | { type: 'session.expired' }
  | { type: 'subscription.resumed'; nextRenewalDate: string };

/**
 * Issue 22, resuming a cancelled subscription that still runs: one step after a confirmation, on
 * the card it has, nothing charged now. The account page reloads once it is done.
 */
export const resumeMachine = setup({
  types: {
    context: {} as { feedback: Feedback | null },
    events: {} as ResumeEvent,
    emitted: {} as ResumeEmitted,
  },
  actors: {
    resumeSubscription: fromPromise<ResumeSubscriptionResponse, void>(async () => {
      throw new Error('resumeSubscription must be provided');
    }),
  },
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
        onError: [
          {
            guard: ({ event }) => endsSession(failureOf(event.error)),
            target: 'idle',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'idle',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'billing.resume.error'),
            }),
          },
        ],
      },
    },
  },
});

export type ResumeSnapshot = SnapshotFrom<typeof resumeMachine>;
