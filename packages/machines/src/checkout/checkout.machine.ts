import type {
  BillingInfo,
  CreateSubscriptionInvoiceRequest,
  PaymentMethod,
  SaveBillingInfoRequest,
} from '@app/contracts';
import {
  type Frequency,
  MINIMUM_USERS,
  normalizeUserCount,
  type PaidPlan,
  PRICED_PER_USER,
  type Quote,
  quote,
} from '@app/pricing';
import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { cardPaymentMachine } from '../card-payment/card-payment.machine.js';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback } from '../shared/feedback.js';
import { isBlank } from '../shared/form.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export const BILLING_FIELDS = ['firstName', 'lastName', 'address', 'postalCode', 'city'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

const emptyBillingInfo = (): BillingInfo => ({
  firstName: '',
  lastName: '',
  address: '',
  postalCode: '',
  city: '',
});

/** SPEC §5: the confirm button stays disabled until all five fields are filled. */
export const billingInfoComplete = (info: BillingInfo): boolean =>
  BILLING_FIELDS.every((field) => !isBlank(info[field]));

export interface CheckoutContext {
  readonly plan: PaidPlan;
  frequency: Frequency;
  userCount: number;
  paymentMethod: PaymentMethod;
  quote: Quote;
  billingInfo: BillingInfo;
  feedback: Feedback | null;
}

export type CheckoutEvent =
  | { type: 'ORDER.SET_FREQUENCY'; frequency: Frequency }
  | { type: 'ORDER.SET_USER_COUNT'; value: unknown }
  | { type: 'ORDER.SET_PAYMENT_METHOD'; paymentMethod: PaymentMethod }
  | { type: 'CHECKOUT.CONTINUE' }
  | { type: 'BILLING.CHANGE'; field: BillingField; value: string }
  | { type: 'BILLING.CONFIRM' }
  | { type: 'BILLING.CANCEL' };

export type CheckoutEmitted =
  | NavigateEmitted
  | { type: 'session.expired' }
  | { type: 'failure.logged'; call: string; error: unknown };

const priced = (plan: PaidPlan, frequency: Frequency, value: unknown) => {
  // Premium is one user (SPEC §1): only Enterprise has a count to choose.
  const userCount = PRICED_PER_USER[plan]
    ? normalizeUserCount(value, MINIMUM_USERS[plan])
    : MINIMUM_USERS[plan];
  return { userCount, quote: quote({ plan, frequency, userCount }) };
};

/**
 * /payment (SPEC §2, §4, §5): the order (frequency, user count with its plan's minimum, payment
 * method) priced by packages/pricing; continue opens the billing-info dialog; confirming saves
 * the billing info (a failure only logged) and goes on to the card dialog (the card payment chart,
 * invoked as `card`) or, on invoice, creates the invoice subscription and goes to /thank-you.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as { plan: PaidPlan; frequency?: Frequency; paymentMethod?: PaymentMethod },
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    saveBillingInfo: fromPromise<unknown, SaveBillingInfoRequest>(async () => {
      throw new Error('saveBillingInfo must be provided');
    }),
    createInvoiceSubscription: fromPromise<unknown, CreateSubscriptionInvoiceRequest>(async () => {
      throw new Error('createInvoiceSubscription must be provided');
    }),
    cardPayment: cardPaymentMachine,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const frequency = input.frequency ?? 'annual';
    return {
      plan: input.plan,
      frequency,
      paymentMethod: input.paymentMethod ?? 'card',
      ...priced(input.plan, frequency, MINIMUM_USERS[input.plan]),
      billingInfo: emptyBillingInfo(),
      feedback: null,
    };
  },
  initial: 'ordering',
  states: {
    ordering: {
      on: {
        'ORDER.SET_FREQUENCY': {
          actions: assign(({ context, event }) => ({
            frequency: event.frequency,
            ...priced(context.plan, event.frequency, context.userCount),
          })),
        },
        'ORDER.SET_USER_COUNT': {
          actions: assign(({ context, event }) => priced(context.plan, context.frequency, event.value)),
        },
        'ORDER.SET_PAYMENT_METHOD': {
          actions: assign({ paymentMethod: ({ event }) => event.paymentMethod }),
        },
        'CHECKOUT.CONTINUE': { target: 'billingInfo', actions: assign({ feedback: null }) },
      },
    },
    billingInfo: {
      on: {
        'BILLING.CHANGE': {
          actions: assign({
            billingInfo: ({ context, event }) => ({ ...context.billingInfo, [event.field]: event.value }),
          }),
        },
        'BILLING.CONFIRM': {
          guard: ({ context }) => billingInfoComplete(context.billingInfo),
          target: 'savingBillingInfo',
        },
        'BILLING.CANCEL': 'ordering',
      },
    },
    savingBillingInfo: {
      tags: ['busy'],
      invoke: {
        src: 'saveBillingInfo',
        input: ({ context }) => ({
          billingInfo: Object.fromEntries(
            BILLING_FIELDS.map((field) => [field, context.billingInfo[field].trim()]),
          ) as BillingInfo,
        }),
        onDone: 'paying',
        // SPEC §8 "Billing save error: only logged"; the payment goes on.
        onError: {
          target: 'paying',
          actions: emit(
            ({ event }) => ({ type: 'failure.logged', call: 'saveBillingInfo', error: event.error }) as const,
          ),
        },
      },
    },
    paying: {
      always: [
        { guard: ({ context }) => context.paymentMethod === 'invoice', target: 'invoice' },
        { target: 'card' },
      ],
    },
    card: {
      invoke: {
        id: 'card',
        src: 'cardPayment',
        input: ({ context }) => ({
          order: { licenseType: context.plan, frequency: context.frequency, userCount: context.userCount },
        }),
        // The card dialog was closed (cancel): back to the order, nothing lost.
        onDone: 'ordering',
      },
    },
    invoice: {
      tags: ['busy'],
      invoke: {
        src: 'createInvoiceSubscription',
        input: ({ context }) => ({
          licenseType: context.plan,
          frequency: context.frequency,
          userCount: context.userCount,
        }),
        onDone: { target: 'done', actions: emit(navigate('/thank-you')) },
        onError: [
          {
            guard: ({ event }) => endsSession(failureOf(event.error)),
            target: 'ordering',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'ordering',
            actions: assign({
              feedback: ({ event }) => failureFeedback(failureOf(event.error), 'payment.error.order'),
            }),
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
