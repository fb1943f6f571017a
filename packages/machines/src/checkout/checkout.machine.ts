import type { BillingInfo, PaymentMethod } from '@app/contracts';
import { type Frequency, MINIMUM_USERS, type PaidPlan } from '@app/pricing';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { showCallFailure } from '../shared/call-failure-action.js';
import { changePreviewSetup, changePreviewStates, keepPreview } from '../shared/change-preview.js';
import { messageFeedback } from '../shared/feedback.js';
import { navigate } from '../shared/navigation.js';
import { checkoutActors } from './checkout-actors.js';
import {
  BILLING_FIELDS,
  billingInfoComplete,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CurrentSubscription,
  emptyBillingInfo,
  orderOf,
  priced,
  unchanged,
} from './checkout-order.js';

export type {
  BillingField,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CurrentSubscription,
} from './checkout-order.js';
export { BILLING_FIELDS, billingInfoComplete };

// A seat holder is told to leave her seat first: no change to show her.
const isChange = ({ context }: { context: CheckoutContext }) =>
  context.current !== null &&
  !context.licenseHeldElsewhere &&
  !(unchanged(context) && !context.current.cancelled);

/** The order (a change scheduled, an order on invoice) refused or unanswered: back to it, saying so. */
const orderRefused = {
  target: 'ordering.ready',
  actions: {
    type: 'showCallFailure',
    params: ({ event }: { event: { error: unknown } }) => ({
      error: event.error,
      fallbackId: 'payment.error.order',
    }),
  },
} as const;

/**
 * /payment (docs/subscriptions-and-money.md#payment-page): the order (frequency, user count with its plan's
 * minimum, payment method) priced by packages/pricing; continue opens the billing-info dialog; confirming
 * saves the billing info (a failure only logged) and goes on to the card dialog (the card payment chart,
 * invoked as `card`) or, on invoice, creates the invoice subscription and goes to /thank-you.
 * For a subscriber (`current`) another choice is a change shown with Stripe's figures
 * (preview-change): one paid now goes straight to the card dialog, one at the period's end is
 * scheduled (schedule-change); the plan she has already, or a seat held elsewhere, is said before
 * any dialog opens.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as {
      plan: PaidPlan;
      frequency?: Frequency;
      paymentMethod?: PaymentMethod;
      current?: CurrentSubscription | null;
      licenseHeldElsewhere?: boolean;
    },
    emitted: {} as CheckoutEmitted,
  },
  actors: { ...checkoutActors, ...changePreviewSetup.actors },
  actions: { showCallFailure: showCallFailure(), keepPreview: keepPreview() },
  delays: changePreviewSetup.delays,
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const current = input.current ?? null;
    // A subscriber starts from what she has: the same plan again is then what she sees first.
    const frequency = input.frequency ?? current?.frequency ?? 'annual';
    const userCount = current?.plan === input.plan ? current.userCount : MINIMUM_USERS[input.plan];
    return {
      plan: input.plan,
      current,
      licenseHeldElsewhere: input.licenseHeldElsewhere ?? false,
      frequency,
      paymentMethod: input.paymentMethod ?? 'card',
      ...priced(input.plan, frequency, userCount),
      preview: null,
      scheduledFor: null,
      billingInfo: emptyBillingInfo(),
      feedback: null,
    };
  },
  initial: 'ordering',
  on: {
    'BILLING.PREFILL': {
      guard: ({ context }) => BILLING_FIELDS.every((field) => context.billingInfo[field] === ''),
      actions: assign({
        billingInfo: ({ event }) =>
          Object.fromEntries(BILLING_FIELDS.map((field) => [field, event.billingInfo[field]])) as BillingInfo,
      }),
    },
  },
  states: {
    ordering: {
      initial: 'checking',
      on: {
        'ORDER.SET_FREQUENCY': {
          target: '.checking',
          actions: assign(({ context, event }) => ({
            frequency: event.frequency,
            ...priced(context.plan, event.frequency, context.userCount),
            preview: null,
            feedback: null,
          })),
        },
        'ORDER.SET_USER_COUNT': {
          target: '.checking',
          actions: assign(({ context, event }) => ({
            ...priced(context.plan, context.frequency, event.value),
            preview: null,
            feedback: null,
          })),
        },
        'ORDER.SET_PAYMENT_METHOD': {
          actions: assign({ paymentMethod: ({ event }) => event.paymentMethod }),
        },
      },
      states: {
        // A subscriber's other choice is shown as a change, with Stripe's figures for it.
        ...changePreviewStates({
          changed: isChange,
          order: orderOf,
          failure: { fallbackId: 'payment.change.error.preview' },
        }),
        ready: {
          on: {
            'CHECKOUT.CONTINUE': [
              // One seat per person: told before any dialog opens, nothing is charged.
              {
                guard: ({ context }) => context.licenseHeldElsewhere,
                actions: assign({ feedback: messageFeedback('payment.change.licenseHeldElsewhere', 'info') }),
              },
              {
                guard: ({ context }) => unchanged(context) && context.current?.cancelled === false,
                actions: assign({ feedback: messageFeedback('payment.change.alreadyYourPlan', 'info') }),
              },
              // A change is shown with its figures first; without them (a failed preview) it waits.
              { guard: ({ context }) => context.current !== null && context.preview === null },
              {
                guard: ({ context }) => context.preview?.effective === 'period_end',
                target: '#checkout.scheduling',
                actions: assign({ feedback: null }),
              },
              // A subscriber's billing details are on file: the change is paid straight away.
              { guard: ({ context }) => context.current !== null, target: '#checkout.card' },
              { target: '#checkout.billingInfo', actions: assign({ feedback: null }) },
            ],
          },
        },
      },
    },
    scheduling: {
      tags: ['busy'],
      invoke: {
        src: 'scheduleChange',
        input: ({ context }) => orderOf(context),
        onDone: {
          target: 'scheduled',
          actions: assign({
            scheduledFor: ({ event }) => event.output.effectiveDate,
            // A timestamp, which the message formats as a date in the reader's language.
            feedback: ({ event }) =>
              messageFeedback('payment.change.scheduled', 'success', {
                date: Date.parse(event.output.effectiveDate),
              }),
          }),
        },
        onError: orderRefused,
      },
    },
    scheduled: { type: 'final' },
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
        'BILLING.CANCEL': 'ordering.ready',
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
        // A billing save error is only logged (docs/subscriptions-and-money.md#billing-dialog); the payment
        // goes on.
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
        // docs/subscriptions-and-money.md#card-on-file: a subscriber's card on file pays a change.
        input: ({ context }) => ({
          order: orderOf(context),
          card: context.current?.cardOnFile && context.current.paidBy !== 'invoice' ? 'saved' : 'new',
        }),
        // The card dialog was closed (cancel): back to the order, nothing lost; a change's figures
        // are read anew, since what is owed may have changed meanwhile (a payment made).
        onDone: { target: 'ordering', actions: assign({ preview: null }) },
      },
    },
    invoice: {
      tags: ['busy'],
      invoke: {
        src: 'createInvoiceSubscription',
        input: ({ context }) => orderOf(context),
        // docs/routes-and-screens.md#thank-you: /thank-you reads from the account whether the plan
        // is served or waits (docs/subscriptions-and-money.md#credit-limit), so nothing is handed on.
        onDone: { target: 'done', actions: emit(() => navigate('/thank-you')) },
        onError: orderRefused,
      },
    },
    done: { type: 'final' },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
