import type {
  CreateSubscriptionCreditCardRequest,
  CreateSubscriptionCreditCardResponse,
} from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import {
  ACTIVATION_POLL_INTERVAL_MS,
  ACTIVATION_TIMEOUT_MS,
  AFTER_AUTHENTICATION_WAIT_MS,
} from '../timings.js';
import { cardPaymentActors } from './card-payment-actors.js';
import { providerFeedback, refusalFeedback } from './card-provider.js';

export type CardOrder = Omit<CreateSubscriptionCreditCardRequest, 'paymentMethodId'>;

/**
 * `new`: the card comes from the card field (a first payment, or a change paid on /payment);
 * `saved`: the subscription's own card pays (more licences), so there is no card field to read.
 */
export type CardSource = 'new' | 'saved';

export interface CardPaymentContext {
  /** What is bought (a first payment, a change, more licences); null when an invoice is paid. */
  readonly order: CardOrder | null;
  /** An open invoice paid with this card (docs/subscriptions-and-money.md#payment-problem); else null. */
  readonly invoiceId: string | null;
  readonly card: CardSource;
  /** Pays at once, without waiting for a Pay button (a saved card has no dialog to fill). */
  readonly autoSubmit: boolean;
  /**
   * The screen's words for a payment call that failed without a server error, and its prefix
   * (docs/languages.md#error-text).
   */
  readonly failure: { readonly messageId: string; readonly prefixed: boolean };
  paymentMethodId: string | null;
  clientSecret: string | null;
  feedback: Feedback | null;
  /** The payment call's answer, or what it failed with, routed to the next stage from there. */
  answer: CreateSubscriptionCreditCardResponse | null;
  callError: unknown;
}

/** `CARD.USE`: the card on file, or another one, pays (docs/subscriptions-and-money.md#card-on-file). */
type CardUse = { type: 'CARD.USE'; card: CardSource };
export type CardPaymentEvent = { type: 'CARD.SUBMIT' } | { type: 'CARD.CANCEL' } | CardUse;

/** The emitted event that asks the site to end the session (a 401 or 403, docs/accounts.md#session-end). */
export type CardPaymentEmitted = { type: 'session.expired' };

const creationFeedback = (error: unknown, words: CardPaymentContext['failure']): Feedback => {
  const failure = failureOf(error);
  // A refusal the API sees at once is card_failed, like a refusal found after confirmation.
  if (failure.kind === 'api' && failure.error.code === 'card_declined') {
    return messageFeedback('payment.error.cardDeclined', 'error');
  }
  return failureFeedback(failure, words.messageId, words.prefixed);
};

/**
 * docs/subscriptions-and-money.md#card-payment: idle, creating, confirming, pending, active, error. Creating
 * asks the card provider for a payment method, then the API for the subscription; the answer routes to 3-D
 * Secure confirmation, to polling the current user, to active, or to an error. Polling reads
 * users/me every 4 s and gives up 120 s after pending began. A change paid now (an upgrade on
 * /payment, more licences with the saved card) runs the same stages: its call answers alike; so
 * does paying an open invoice (`invoiceId`, through `payInvoice`; docs/subscriptions-and-money.md#payment-problem).
 */
export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    input: {} as {
      card?: CardSource;
      autoSubmit?: boolean;
      failure?: { messageId: string; prefixed: boolean };
    } & ({ order: CardOrder; invoiceId?: undefined } | { invoiceId: string; order?: undefined }),
    emitted: {} as CardPaymentEmitted,
  },
  actors: cardPaymentActors,
  delays: {
    afterAuthentication: AFTER_AUTHENTICATION_WAIT_MS,
    pollInterval: ACTIVATION_POLL_INTERVAL_MS,
    activationTimeout: ACTIVATION_TIMEOUT_MS,
  },
  actions: {
    emitSessionExpired: emit({ type: 'session.expired' } as const),
    useCard: assign({
      card: ({ context, event }) => (event.type === 'CARD.USE' ? event.card : context.card),
    }),
  },
  guards: {
    requiresAction: ({ context }) =>
      context.answer?.requiresAction === true && Boolean(context.answer.clientSecret),
    userActive: ({ context }) => context.answer?.userStatus === 'active',
    userPending: ({ context }) => context.answer?.userStatus === 'pending',
    cardRefused: ({ context }) => context.answer?.paymentIntentStatus === 'requires_payment_method',
    payingInvoice: ({ context }) => context.invoiceId !== null,
  },
}).createMachine({
  id: 'cardPayment',
  context: ({ input }) => ({
    order: input.order ?? null,
    invoiceId: input.invoiceId ?? null,
    card: input.card ?? 'new',
    autoSubmit: input.autoSubmit ?? false,
    failure: input.failure ?? { messageId: 'payment.error.subscriptionCreation', prefixed: false },
    paymentMethodId: null,
    clientSecret: null,
    feedback: null,
    answer: null,
    callError: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: ({ context }) => context.autoSubmit, target: 'creating' },
      on: {
        'CARD.SUBMIT': 'creating',
        'CARD.CANCEL': 'cancelled',
        'CARD.USE': { actions: 'useCard' },
      },
    },
    creating: {
      tags: ['busy'],
      entry: assign({
        feedback: null,
        paymentMethodId: null,
        clientSecret: null,
        answer: null,
        callError: null,
      }),
      initial: 'paymentMethod',
      states: {
        paymentMethod: {
          // The subscription's own card needs no payment method from the card field.
          always: { guard: ({ context }) => context.card === 'saved', target: 'subscription' },
          invoke: {
            id: 'createPaymentMethod',
            src: 'createPaymentMethod',
            onDone: {
              target: 'subscription',
              actions: assign({ paymentMethodId: ({ event }) => event.output.paymentMethodId }),
            },
            onError: {
              target: '#cardPayment.error',
              actions: assign({ feedback: ({ event }) => providerFeedback(event.error) }),
            },
          },
        },
        subscription: {
          // An open invoice is paid by its own call, answered alike; anything else is an order.
          always: { guard: 'payingInvoice', target: 'invoice' },
          invoke: {
            id: 'createSubscription',
            src: 'createSubscription',
            // Without a card id the card on file pays (docs/subscriptions-and-money.md#card-on-file).
            input: ({ context }) => ({
              ...(context.order as CardOrder),
              ...(context.paymentMethodId ? { paymentMethodId: context.paymentMethodId } : {}),
            }),
            onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ callError: ({ event }) => event.error }) },
          },
        },
        invoice: {
          invoke: {
            id: 'payInvoice',
            src: 'payInvoice',
            input: ({ context }) => ({
              invoiceId: context.invoiceId ?? '',
              ...(context.paymentMethodId ? { paymentMethodId: context.paymentMethodId } : {}),
            }),
            onDone: { target: 'answered', actions: assign({ answer: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ callError: ({ event }) => event.error }) },
          },
        },
        // docs/subscriptions-and-money.md#card-payment: the answer routes to 3-D Secure, to active, to
        // polling, or to an error.
        answered: {
          always: [
            {
              guard: 'requiresAction',
              target: '#cardPayment.confirming',
              actions: assign({ clientSecret: ({ context }) => context.answer?.clientSecret ?? null }),
            },
            { guard: 'userActive', target: '#cardPayment.active' },
            { guard: 'userPending', target: '#cardPayment.pending' },
            {
              guard: 'cardRefused',
              target: '#cardPayment.error',
              actions: assign({ feedback: messageFeedback('payment.error.cardDeclined', 'error') }),
            },
            {
              target: '#cardPayment.error',
              actions: assign({ feedback: messageFeedback('payment.error.unknown', 'error') }),
            },
          ],
        },
        failed: {
          always: [
            {
              guard: ({ context }) => endsSession(failureOf(context.callError)),
              target: '#cardPayment.error',
              actions: [
                assign({
                  feedback: ({ context }) => creationFeedback(context.callError, context.failure),
                }),
                'emitSessionExpired',
              ],
            },
            {
              target: '#cardPayment.error',
              actions: assign({
                feedback: ({ context }) => creationFeedback(context.callError, context.failure),
              }),
            },
          ],
        },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmCardPayment',
        src: 'confirmCardPayment',
        input: ({ context }) => ({ clientSecret: context.clientSecret ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.refusal !== undefined || event.output.refused === true,
            target: 'error',
            actions: assign({
              feedback: ({ event }): Feedback =>
                event.output.refusal
                  ? refusalFeedback(event.output.refusal, 'payment.error.paymentFailed')
                  : messageFeedback('payment.error.paymentFailed', 'error'),
            }),
          },
          { target: 'pending.afterAuthentication' },
        ],
        onError: {
          target: 'error',
          actions: assign({ feedback: ({ event }) => providerFeedback(event.error) }),
        },
      },
    },
    pending: {
      tags: ['busy'],
      initial: 'waiting',
      // docs/subscriptions-and-money.md#polling: "up to 120 seconds", counted from the moment activation
      // began.
      after: {
        activationTimeout: {
          target: 'error',
          actions: assign({ feedback: messageFeedback('payment.error.activationTimeout', 'error') }),
        },
      },
      states: {
        afterAuthentication: { after: { afterAuthentication: 'checking' } },
        waiting: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            id: 'fetchUserStatus',
            src: 'fetchUserStatus',
            onDone: [
              { guard: ({ event }) => event.output === 'active', target: '#cardPayment.active' },
              'waiting',
            ],
            onError: [
              {
                guard: ({ event }) => endsSession(failureOf(event.error)),
                target: '#cardPayment.error',
                actions: [
                  assign({ feedback: messageFeedback('errors.unauthorized', 'error') }),
                  'emitSessionExpired',
                ],
              },
              // A lost answer is not a verdict: the next poll asks again, until the timeout.
              'waiting',
            ],
          },
        },
      },
    },
    active: {
      entry: assign({ feedback: messageFeedback('payment.stage.activated', 'success') }),
      on: { 'CARD.CANCEL': 'cancelled' },
    },
    error: {
      on: {
        'CARD.SUBMIT': 'creating',
        'CARD.CANCEL': 'cancelled',
        'CARD.USE': { actions: 'useCard' },
      },
    },
    cancelled: { type: 'final' },
  },
});

export type CardPaymentSnapshot = SnapshotFrom<typeof cardPaymentMachine>;
