import type { AccountSession, RevokeOtherSessionsResponse, RevokeSessionRequest } from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

export type AccountSessionsEvent =
  | { type: 'SESSIONS.RETRY' }
  | { type: 'SESSIONS.END'; sessionId: string }
  | { type: 'SESSIONS.END_OTHERS' };

/**
 * docs/accounts.md#sessions-list: her live sessions (this one marked), one ended
 * at a time or all but this one; every change is followed by a fresh list.
 */
export const accountSessionsMachine = setup({
  types: {
    context: {} as { sessions: AccountSession[] | null; feedback: Feedback | null; ending: string | null },
    events: {} as AccountSessionsEvent,
    emitted: {} as { type: 'session.expired' },
  },
  actors: {
    listSessions: injectedCall<{ sessions: AccountSession[] }>('listSessions'),
    revokeSession: injectedCall<unknown, RevokeSessionRequest>('revokeSession'),
    revokeOtherSessions: injectedCall<RevokeOtherSessionsResponse>('revokeOtherSessions'),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => endsSession(failureOf(params.error)),
  },
}).createMachine({
  id: 'accountSessions',
  context: { sessions: null, feedback: null, ending: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'listSessions',
        onDone: {
          target: 'ready',
          actions: assign({ sessions: ({ event }) => event.output.sessions, ending: null }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'failed',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
              ending: null,
            }),
          },
        ],
      },
    },
    failed: { on: { 'SESSIONS.RETRY': { target: 'loading', actions: assign({ feedback: null }) } } },
    ready: {
      on: {
        'SESSIONS.END': {
          target: 'ending',
          actions: assign({ ending: ({ event }) => event.sessionId, feedback: null }),
        },
        'SESSIONS.END_OTHERS': { target: 'endingOthers', actions: assign({ feedback: null }) },
      },
    },
    ending: {
      tags: ['busy'],
      invoke: {
        src: 'revokeSession',
        input: ({ context }) => ({ sessionId: context.ending ?? '' }),
        onDone: {
          target: 'loading',
          actions: assign({ feedback: messageFeedback('account.sessions.ended', 'success') }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            // Ended meanwhile (it expired, or another browser ended it): the list is refreshed.
            target: 'loading',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
            }),
          },
        ],
      },
    },
    endingOthers: {
      tags: ['busy'],
      invoke: {
        src: 'revokeOtherSessions',
        onDone: {
          target: 'loading',
          actions: assign({
            feedback: ({ event }) =>
              messageFeedback('account.sessions.endedOthers', 'success', { count: event.output.revoked }),
          }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'ready',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
            }),
          },
        ],
      },
    },
  },
});

export type AccountSessionsSnapshot = SnapshotFrom<typeof accountSessionsMachine>;
