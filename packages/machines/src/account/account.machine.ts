import { seatPlanOf, seatsTaken, seatsToFill } from '@app/billing-rules';
import {
  type DissociateRequest,
  emailSchema,
  type Language,
  type SendInvitationRequest,
  type SubscriptionInfo,
  type UnsubscribeResponse,
} from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

export type AccountEvent =
  | { type: 'ACCOUNT.REFRESH' }
  | { type: 'ACCOUNT.CANCEL' }
  | { type: 'ACCOUNT.CANCEL_CONFIRMED' }
  | { type: 'ACCOUNT.CANCEL_DISMISSED' }
  | { type: 'ACCOUNT.INVITE'; email: string }
  | { type: 'ACCOUNT.REMOVE_LICENSE'; email: string }
  | { type: 'ACCOUNT.REMOVE_CONFIRMED' }
  | { type: 'ACCOUNT.REMOVE_DISMISSED' }
  | { type: 'ACCOUNT.LICENSE_REASSIGNED' }
  | { type: 'ACCOUNT.DISMISS_FEEDBACK' };

export type AccountEmitted =
  | { type: 'session.expired' }
  | { type: 'failure.logged'; call: string; error: unknown };

/**
 * /account (docs/subscriptions-and-money.md#account-page): loads the subscription info (a failure is only
 * logged, the screen keeps what it shows), cancels after a confirmation with its three outcomes, invites and
 * removes enterprise licences, a removal too only once confirmed (docs/licences.md#remove); every
 * change is followed by a fresh load.
 */
export const accountMachine = setup({
  types: {
    context: {} as {
      lang: Language;
      info: SubscriptionInfo | null;
      feedback: Feedback | null;
      /** The licence whose removal is being asked about, then removed. */
      removal: string | null;
    },
    events: {} as AccountEvent,
    input: {} as { lang: Language },
    emitted: {} as AccountEmitted,
  },
  actors: {
    loadSubscriptionInfo: injectedCall<SubscriptionInfo>('loadSubscriptionInfo'),
    unsubscribe: injectedCall<UnsubscribeResponse>('unsubscribe'),
    sendInvitation: injectedCall<unknown, SendInvitationRequest>('sendInvitation'),
    dissociate: injectedCall<unknown, DissociateRequest>('dissociate'),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => endsSession(failureOf(params.error)),
    hasToken: ({ context }) => Boolean(context.info?.subscriptionToken),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({ lang: input.lang, info: null, feedback: null, removal: null }),
  initial: 'loading',
  on: { 'ACCOUNT.DISMISS_FEEDBACK': { actions: assign({ feedback: null }) } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSubscriptionInfo',
        onDone: { target: 'ready', actions: assign({ info: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'ready',
            actions: emit(
              ({ event }) =>
                ({ type: 'failure.logged', call: 'subscriptionInfo', error: event.error }) as const,
            ),
          },
        ],
      },
    },
    ready: {
      on: {
        'ACCOUNT.REFRESH': 'loading',
        'ACCOUNT.CANCEL': { target: 'confirmingCancel', actions: assign({ feedback: null }) },
        'ACCOUNT.INVITE': [
          {
            guard: ({ event }) => !emailSchema.safeParse(event.email.trim()).success,
            actions: assign({ feedback: messageFeedback('account.licenses.error.invalidEmail', 'error') }),
          },
          { guard: 'hasToken', target: 'inviting', actions: assign({ feedback: null }) },
        ],
        // docs/licences.md#reassign: done in its own dialog; the page says so and reads the list again.
        'ACCOUNT.LICENSE_REASSIGNED': {
          target: 'loading',
          actions: assign({ feedback: messageFeedback('account.licenses.reassigned', 'success') }),
        },
        'ACCOUNT.REMOVE_LICENSE': {
          guard: 'hasToken',
          target: 'confirmingRemoval',
          actions: assign({ feedback: null, removal: ({ event }) => event.email }),
        },
      },
    },
    confirmingRemoval: {
      on: {
        'ACCOUNT.REMOVE_CONFIRMED': 'removing',
        'ACCOUNT.REMOVE_DISMISSED': { target: 'ready', actions: assign({ removal: null }) },
      },
    },
    confirmingCancel: {
      on: { 'ACCOUNT.CANCEL_CONFIRMED': 'cancelling', 'ACCOUNT.CANCEL_DISMISSED': 'ready' },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        src: 'unsubscribe',
        onDone: {
          target: 'loading',
          actions: assign({
            feedback: messageFeedback('account.cancel.success', 'success'),
            // The cancellation date shows at once, before the refresh confirms it.
            info: ({ context, event }) =>
              context.info ? { ...context.info, cancellationDate: event.output.cancellationDate } : null,
          }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'ready',
            actions: assign({
              feedback: ({ event }) => {
                const failure = failureOf(event.error);
                return failure.kind === 'api'
                  ? failureFeedback(failure, 'account.cancel.error.failed')
                  : messageFeedback('account.cancel.error.exception', 'error');
              },
            }),
          },
        ],
      },
    },
    inviting: {
      tags: ['busy'],
      invoke: {
        src: 'sendInvitation',
        input: ({ context, event }) => ({
          recipientEmail: (event as { email: string }).email.trim(),
          subscriptionToken: context.info?.subscriptionToken ?? '',
          lang: context.lang,
        }),
        onDone: {
          target: 'loading',
          actions: assign({ feedback: messageFeedback('account.licenses.inviteSent', 'success') }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            // docs/licences.md#invite: a refusal is alerted; a network failure is only logged. Both refresh.
            guard: ({ event }) => failureOf(event.error).kind === 'api',
            target: 'loading',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
            }),
          },
          {
            target: 'loading',
            actions: emit(
              ({ event }) =>
                ({ type: 'failure.logged', call: 'sendInvitation', error: event.error }) as const,
            ),
          },
        ],
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'dissociate',
        input: ({ context }) => ({
          subscriptionToken: context.info?.subscriptionToken ?? '',
          email: context.removal ?? '',
        }),
        onDone: {
          target: 'loading',
          actions: assign({
            feedback: messageFeedback('account.licenses.removed', 'success'),
            removal: null,
          }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'loading',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'errors.network'),
              removal: null,
            }),
          },
        ],
      },
    },
  },
});

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/**
 * docs/subscriptions-and-money.md#upgrade-or-cancel: upgrade for free or cancelled accounts, otherwise
 * cancel. A colleague on someone else's subscription (docs/licences.md#seats) has neither: the
 * holder pays and cancels, and the API would refuse her.
 */
export function accountActions(info: SubscriptionInfo | null): { upgrade: boolean; cancel: boolean } {
  if (!info || info.seat) return { upgrade: false, cancel: false };
  const upgrade = info.accountType === 'free' || info.cancellationDate !== null;
  return { upgrade, cancel: !upgrade };
}

/**
 * docs/licences.md#seats: available licences are the total minus those used, accepted or offered;
 * a declined offer uses none. docs/licences.md#scheduled-seats: while fewer are scheduled, counted
 * against those that will remain, as the invitations are.
 */
export function availableLicenses(info: SubscriptionInfo): number {
  return Math.max(0, seatsToFill(seatPlanOf(info)) - seatsTaken(info.licenses));
}
