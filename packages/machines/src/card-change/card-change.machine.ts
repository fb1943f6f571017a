import type {
  PaymentMethodSummary,
  SetupPaymentMethodResponse,
  UpdatePaymentMethodRequest,
  UpdatePaymentMethodResponse,
} from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { type ProviderRefusal, providerFeedback, refusalFeedback } from '../card-payment/card-provider.js';
import { showCallFailure } from '../shared/call-failure-action.js';
import { type Feedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

/**
 * What the card provider's confirmation of a card being saved came to: the saved card's id, or
 * a refusal with the provider's codes (`refused` alone when it gave none), as for a payment.
 */
export type CardSetupConfirmation =
  | { readonly paymentMethodId: string }
  | { readonly refusal?: ProviderRefusal; readonly refused?: boolean };

export type CardChangeEvent = { type: 'CARD.SUBMIT' } | { type: 'CARD.CANCEL' };

export type CardChangeEmitted =
  | { type: 'session.expired' }
  | { type: 'card.saved'; paymentMethod: PaymentMethodSummary };

export interface CardChangeContext {
  clientSecret: string | null;
  paymentMethodId: string | null;
  feedback: Feedback | null;
}

const refusal = (confirmation: CardSetupConfirmation): Feedback | null => {
  if ('paymentMethodId' in confirmation) return null;
  return confirmation.refusal
    ? refusalFeedback(confirmation.refusal, 'billing.card.error.notConfirmed')
    : messageFeedback('billing.card.error.notConfirmed', 'error');
};

/**
 * docs/subscriptions-and-money.md#billing, changing the subscription's card: the API opens a
 * SetupIntent, the card provider saves the card typed in its field against it (3-D Secure when the
 * bank asks: `confirmCardSetup`), and the API makes the saved card the subscription's. Nothing is
 * charged. A refused or failed confirmation leaves the subscription's card as it was and can be tried again.
 */
/** Either call of a save failing: the same words, and a session that ended is said in the dialog. */
const saveFailed = ({ event }: { event: { error: unknown } }) => ({
  error: event.error,
  fallbackId: 'billing.card.error.save',
  sayUnauthorized: true,
});

export const cardChangeMachine = setup({
  types: {
    context: {} as CardChangeContext,
    events: {} as CardChangeEvent,
    emitted: {} as CardChangeEmitted,
  },
  actors: {
    setupPaymentMethod: injectedCall<SetupPaymentMethodResponse>('setupPaymentMethod'),
    confirmCardSetup: injectedCall<CardSetupConfirmation, { clientSecret: string }>('confirmCardSetup'),
    updatePaymentMethod: injectedCall<UpdatePaymentMethodResponse, UpdatePaymentMethodRequest>(
      'updatePaymentMethod',
    ),
  },
  actions: { showCallFailure: showCallFailure() },
}).createMachine({
  id: 'cardChange',
  context: { clientSecret: null, paymentMethodId: null, feedback: null },
  initial: 'idle',
  states: {
    idle: { on: { 'CARD.SUBMIT': 'saving', 'CARD.CANCEL': 'cancelled' } },
    saving: {
      tags: ['busy'],
      entry: assign({ feedback: null, clientSecret: null, paymentMethodId: null }),
      initial: 'preparing',
      states: {
        preparing: {
          invoke: {
            src: 'setupPaymentMethod',
            onDone: {
              target: 'confirming',
              actions: assign({ clientSecret: ({ event }) => event.output.clientSecret }),
            },
            onError: {
              target: '#cardChange.error',
              actions: { type: 'showCallFailure', params: saveFailed },
            },
          },
        },
        confirming: {
          invoke: {
            src: 'confirmCardSetup',
            input: ({ context }) => ({ clientSecret: context.clientSecret ?? '' }),
            onDone: [
              {
                guard: ({ event }) => refusal(event.output) !== null,
                target: '#cardChange.error',
                actions: assign({ feedback: ({ event }) => refusal(event.output) }),
              },
              {
                target: 'updating',
                actions: assign({
                  paymentMethodId: ({ event }) =>
                    'paymentMethodId' in event.output ? event.output.paymentMethodId : null,
                }),
              },
            ],
            onError: {
              target: '#cardChange.error',
              actions: assign({ feedback: ({ event }) => providerFeedback(event.error) }),
            },
          },
        },
        updating: {
          invoke: {
            src: 'updatePaymentMethod',
            input: ({ context }) => ({ paymentMethodId: context.paymentMethodId ?? '' }),
            onDone: {
              target: '#cardChange.saved',
              actions: emit(
                ({ event }) => ({ type: 'card.saved', paymentMethod: event.output.paymentMethod }) as const,
              ),
            },
            onError: {
              target: '#cardChange.error',
              actions: { type: 'showCallFailure', params: saveFailed },
            },
          },
        },
      },
    },
    saved: {
      entry: assign({ feedback: messageFeedback('billing.card.saved', 'success') }),
      on: { 'CARD.CANCEL': 'cancelled' },
    },
    error: { on: { 'CARD.SUBMIT': 'saving', 'CARD.CANCEL': 'cancelled' } },
    cancelled: { type: 'final' },
  },
});

export type CardChangeSnapshot = SnapshotFrom<typeof cardChangeMachine>;

/** What the card dialog shows: the form, saving, saved, or the error. */
export type CardChangeStage = 'form' | 'saving' | 'saved' | 'error';

export function cardChangeStage(snapshot: CardChangeSnapshot): CardChangeStage {
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('saved')) return 'saved';
  if (snapshot.matches('error')) return 'error';
  return 'form';
}
