import type { TwoFactorSetupResponse } from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { isBlank } from '../shared/is-blank.js';

/** What confirming answers: the recovery codes, and whatever else the call carries (a session at sign-in). */
export type TwoFactorConfirmation = { recoveryCodes: string[] } & Record<string, unknown>;

export type TwoFactorSetupEvent =
  | { type: 'SETUP.SUBMIT_CODE'; code: string }
  | { type: 'SETUP.RETRY' }
  | { type: 'SETUP.CANCEL' }
  /** She has put the recovery codes somewhere safe. */
  | { type: 'SETUP.DONE' };

export type TwoFactorSetupEmitted =
  | { type: 'setup.finished'; confirmation: TwoFactorConfirmation }
  | { type: 'setup.cancelled' }
  /** The sign-in's challenge ran out: back to the password. */
  | { type: 'setup.expired' }
  | { type: 'session.expired' };

interface TwoFactorSetupContext {
  setup: TwoFactorSetupResponse | null;
  confirmation: TwoFactorConfirmation | null;
  feedback: Feedback | null;
}

const apiCode = (error: unknown) => {
  const failure = failureOf(error);
  return failure.kind === 'api' ? failure.error.code : null;
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A failed call that ends the set-up: the session is over, or the sign-in's challenge ran out. */
const endedBy = [
  { guard: { type: 'sessionEnded', params: errorOf }, target: 'ended', actions: 'sessionExpired' },
  { guard: { type: 'challengeSpent', params: errorOf }, target: 'ended', actions: 'setupExpired' },
] as const;

/**
 * The two-factor set-up of docs/accounts.md#two-factor, on the account page and at a sign-in the
 * owner of her seat requires it for: a new secret shown as a QR code and as text, a code from the
 * app to confirm it, then the ten recovery codes, shown once, until she says she has kept them.
 * Both calls are injected (with the session, or with the sign-in's challenge).
 */
export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
    emitted: {} as TwoFactorSetupEmitted,
  },
  actors: {
    startSetup: injectedCall<TwoFactorSetupResponse>('startSetup'),
    confirmSetup: injectedCall<TwoFactorConfirmation, { code: string }>('confirmSetup'),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => endsSession(failureOf(params.error)),
    challengeSpent: (_, params: { error: unknown }) => apiCode(params.error) === 'invalid_or_expired_token',
  },
  actions: {
    sessionExpired: emit({ type: 'session.expired' } as const),
    setupExpired: emit({ type: 'setup.expired' } as const),
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: { setup: null, confirmation: null, feedback: null },
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'startSetup',
        onDone: {
          target: 'scanning',
          actions: assign({ setup: ({ event }) => event.output, feedback: null }),
        },
        onError: [
          ...endedBy,
          {
            target: 'failed',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
            }),
          },
        ],
      },
    },
    failed: {
      on: {
        'SETUP.RETRY': 'starting',
        'SETUP.CANCEL': { target: 'ended', actions: emit({ type: 'setup.cancelled' } as const) },
      },
    },
    scanning: {
      on: {
        'SETUP.SUBMIT_CODE': [
          {
            guard: ({ event }) => isBlank(event.code),
            actions: assign({ feedback: messageFeedback('auth.twoFactor.error.required', 'error') }),
          },
          { target: 'confirming' },
        ],
        'SETUP.CANCEL': { target: 'ended', actions: emit({ type: 'setup.cancelled' } as const) },
      },
    },
    confirming: {
      tags: ['busy'],
      entry: assign({ feedback: null }),
      invoke: {
        src: 'confirmSetup',
        input: ({ event }) => ({ code: (event as { code: string }).code.trim() }),
        onDone: { target: 'showingCodes', actions: assign({ confirmation: ({ event }) => event.output }) },
        onError: [
          ...endedBy,
          {
            // A newer set-up replaced this one (another tab): start again with a new secret.
            guard: ({ event }) => apiCode(event.error) === 'two_factor_setup_missing',
            target: 'starting',
          },
          {
            target: 'scanning',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
            }),
          },
        ],
      },
    },
    /** Shown once: only hashes are kept. */
    showingCodes: {
      on: {
        'SETUP.DONE': {
          target: 'ended',
          actions: emit(({ context }) => ({
            type: 'setup.finished' as const,
            confirmation: context.confirmation ?? { recoveryCodes: [] },
          })),
        },
      },
    },
    ended: { type: 'final' },
  },
});

export type TwoFactorSetupSnapshot = SnapshotFrom<typeof twoFactorSetupMachine>;
