import type {
  AddPasskeyResponse,
  ListPasskeysResponse,
  RemovePasskeyResponse,
  RenamePasskeyRequest,
} from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

export type AccountPasskeysEvent =
  | { type: 'PASSKEYS.RETRY' }
  | { type: 'PASSKEYS.ADD' }
  | { type: 'PASSKEYS.RENAME'; id: string; name: string }
  | { type: 'PASSKEYS.REMOVE'; id: string }
  | { type: 'PASSKEYS.DISMISS_FEEDBACK' };

export type AccountPasskeysEmitted =
  | { type: 'session.expired' }
  /** A passkey was added: this session now counts as a passkey one (docs/passkeys.md#register). */
  | { type: 'passkeys.added' }
  | { type: 'passkeys.renamed' }
  | { type: 'passkeys.removed' };

/** Which call a refusal answers, so the screen shows it where she acted (the list or a dialog). */
export type PasskeysAct = 'list' | 'add' | 'rename' | 'remove';

interface AccountPasskeysContext {
  list: ListPasskeysResponse | null;
  feedback: Feedback | null;
  act: PasskeysAct;
  /** The passkey being renamed or removed. */
  target: string | null;
}

/**
 * How the browser's ceremony ended without a passkey (the site's `CeremonyError`): she closed its
 * dialog (nothing to say), the authenticator already holds one of hers, or anything else.
 */
const ceremonyEnd = (error: unknown): 'cancelled' | 'exists' | 'failed' | null => {
  const end = (error as { end?: unknown } | null)?.end;
  return end === 'cancelled' || end === 'exists' || end === 'failed' ? end : null;
};

const sessionEnded = (error: unknown) => endsSession(failureOf(error));

const refusedIn = (act: PasskeysAct) =>
  [
    {
      guard: ({ event }: { event: { error: unknown } }) => sessionEnded(event.error),
      target: 'ready',
      actions: 'sessionExpired',
    },
    {
      target: 'ready',
      actions: assign<
        AccountPasskeysContext,
        { type: string; error: unknown },
        undefined,
        AccountPasskeysEvent,
        never
      >({
        act,
        feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
      }),
    },
  ] as const;

/**
 * docs/passkeys.md#list: her passkeys, added through the browser's ceremony (#register), renamed,
 * removed with the answer handed to the browser (#remove, #signals); each change reads the list
 * again. Removing the last passkey may be refused `fresh_signin_required` or `passkey_required`:
 * the refusal stays with the removal, for the screen to offer signing in again.
 */
export const accountPasskeysMachine = setup({
  types: {
    context: {} as AccountPasskeysContext,
    events: {} as AccountPasskeysEvent,
    emitted: {} as AccountPasskeysEmitted,
  },
  actors: {
    listPasskeys: injectedCall<ListPasskeysResponse>('listPasskeys'),
    /** The options, the browser's ceremony, then the passkey sent: throws the ceremony's end if any. */
    addPasskey: injectedCall<AddPasskeyResponse>('addPasskey'),
    renamePasskey: injectedCall<AddPasskeyResponse, RenamePasskeyRequest>('renamePasskey'),
    /** The removal, then the passkeys still accepted told to the browser. */
    removePasskey: injectedCall<RemovePasskeyResponse, { id: string }>('removePasskey'),
  },
  actions: { sessionExpired: emit({ type: 'session.expired' } as const) },
}).createMachine({
  id: 'accountPasskeys',
  context: { list: null, feedback: null, act: 'list', target: null },
  initial: 'loading',
  on: { 'PASSKEYS.DISMISS_FEEDBACK': { actions: assign({ feedback: null }) } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'listPasskeys',
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output, target: null }) },
        onError: [
          { guard: ({ event }) => sessionEnded(event.error), target: 'failed', actions: 'sessionExpired' },
          {
            target: 'failed',
            actions: assign({
              act: 'list',
              feedback: messageFeedback('account.passkeys.loadFailed', 'error'),
            }),
          },
        ],
      },
    },
    failed: { on: { 'PASSKEYS.RETRY': { target: 'loading', actions: assign({ feedback: null }) } } },
    ready: {
      on: {
        'PASSKEYS.ADD': { target: 'adding', actions: assign({ feedback: null, act: 'add' }) },
        'PASSKEYS.RENAME': {
          target: 'renaming',
          actions: assign({ feedback: null, act: 'rename', target: ({ event }) => event.id }),
        },
        'PASSKEYS.REMOVE': {
          target: 'removing',
          actions: assign({ feedback: null, act: 'remove', target: ({ event }) => event.id }),
        },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        src: 'addPasskey',
        onDone: {
          target: 'loading',
          actions: [
            assign({ feedback: messageFeedback('account.passkeys.addedNotice', 'success') }),
            emit({ type: 'passkeys.added' } as const),
          ],
        },
        onError: [
          // She closed the browser's dialog: she knows, nothing to say.
          { guard: ({ event }) => ceremonyEnd(event.error) === 'cancelled', target: 'ready' },
          {
            guard: ({ event }) => ceremonyEnd(event.error) === 'exists',
            target: 'ready',
            actions: assign({ feedback: messageFeedback('account.passkeys.exists', 'info') }),
          },
          {
            guard: ({ event }) => ceremonyEnd(event.error) === 'failed',
            target: 'ready',
            actions: assign({ feedback: messageFeedback('account.passkeys.failed', 'error') }),
          },
          ...refusedIn('add'),
        ],
      },
    },
    renaming: {
      tags: ['busy'],
      invoke: {
        src: 'renamePasskey',
        input: ({ event }) => {
          const { id, name } = event as { id: string; name: string };
          return { id, name };
        },
        onDone: {
          target: 'loading',
          actions: [
            assign({ feedback: messageFeedback('account.passkeys.renamed', 'success') }),
            emit({ type: 'passkeys.renamed' } as const),
          ],
        },
        onError: refusedIn('rename'),
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'removePasskey',
        input: ({ event }) => ({ id: (event as { id: string }).id }),
        onDone: {
          target: 'loading',
          actions: [
            assign({ feedback: messageFeedback('account.passkeys.removed', 'success') }),
            emit({ type: 'passkeys.removed' } as const),
          ],
        },
        onError: refusedIn('remove'),
      },
    },
  },
});

export type AccountPasskeysSnapshot = SnapshotFrom<typeof accountPasskeysMachine>;
