import type { PreviewChangeResponse, UpdateLicensesRequest, UpdateLicensesResponse } from '@app/contracts';
import {
  type Frequency,
  LICENSE_ADJUSTMENT_MINIMUM_USERS,
  licenseAdjustmentQuote,
  normalizeUserCount,
  type Quote,
} from '@app/pricing';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { cardPaymentMachine } from '../card-payment/card-payment.machine.js';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { showCallFailure } from '../shared/call-failure-action.js';
import { changePreviewSetup, changePreviewStates, keepPreview } from '../shared/change-preview.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export type LicenseAdjustmentEmitted =
  | NavigateEmitted
  | { type: 'licenses.refresh' }
  | { type: 'session.expired' };

interface LicenseAdjustmentContext {
  readonly frequency: Frequency;
  readonly currentCount: number;
  /** A decrease waits for the period's end: the current count, finalized, withdraws it. */
  readonly decreaseScheduled: boolean;
  count: number;
  quote: Quote;
  /** Stripe's figures for the new count (preview-change); null for the current count or until read. */
  preview: PreviewChangeResponse | null;
  /** When fewer licences take effect, once scheduled (ISO). */
  scheduledFor: string | null;
  /**
   * Finalize was pressed while the new count's figures were still on their way: the question
   * follows as soon as they arrive, so one tap is enough (docs/licences.md#one-tap).
   */
  finalizeAsked: boolean;
  feedback: Feedback | null;
}

const countAndQuote = (frequency: Frequency, value: unknown) => {
  const count = normalizeUserCount(value, LICENSE_ADJUSTMENT_MINIMUM_USERS);
  return { count, quote: licenseAdjustmentQuote({ frequency, newLicenseCount: count }) };
};

const orderOf = (context: LicenseAdjustmentContext) => ({
  licenseType: 'enterprise' as const,
  frequency: context.frequency,
  userCount: context.count,
});

const succeeded = ['markSucceeded', 'refreshLicenses', 'toAccount'] as const;

const more = ({ context }: { context: LicenseAdjustmentContext }) => context.count > context.currentCount;

// A new count is previewed; once its figures are there, a finalize asked meanwhile asks its question.
const preview = changePreviewStates({
  changed: ({ context }) => context.count !== context.currentCount,
  order: orderOf,
  failure: { fallbackId: 'licenseAdjustment.error.preview', prefixed: true },
  answered: { guard: ({ context }) => context.finalizeAsked, target: '#licenseAdjustment.confirming' },
});

/**
 * /license-adjustment (docs/licences.md#license-adjustment): the new count (at least 2; anything non-numeric
 * becomes 2) with its projected subtotal, VAT and total, and Stripe's figures for the change
 * (preview-change). Finalize: more licences are asked about first (`confirming`,
 * docs/licences.md#adjustment-charges: the seats added and the amount charged today), then paid
 * with the subscription's card through the card payment chart (`payment`, 3-D Secure and polling as
 * for a first payment); fewer, which charge nothing, take effect at the period's end
 * (`scheduledFor`) without a question. A server error is shown with the error prefix, success says
 * so and goes to /account, no answer is the order error; the licence list is refreshed either way.
 */
export const licenseAdjustmentMachine = setup({
  types: {
    context: {} as LicenseAdjustmentContext,
    events: {} as
      | { type: 'ADJUST.SET_COUNT'; value: unknown }
      | { type: 'ADJUST.FINALIZE' }
      | { type: 'ADJUST.CONFIRM' }
      | { type: 'ADJUST.CANCEL' },
    input: {} as { frequency: Frequency; currentCount: number; decreaseScheduled?: boolean },
    emitted: {} as LicenseAdjustmentEmitted,
  },
  actors: {
    updateLicenses: injectedCall<UpdateLicensesResponse, UpdateLicensesRequest>('updateLicenses'),
    ...changePreviewSetup.actors,
    payment: cardPaymentMachine,
  },
  delays: changePreviewSetup.delays,
  actions: {
    showCallFailure: showCallFailure(),
    keepPreview: keepPreview(),
    markSucceeded: assign({ feedback: messageFeedback('licenseAdjustment.success', 'success') }),
    refreshLicenses: emit({ type: 'licenses.refresh' } as const),
    // docs/licences.md#adjustment-messages: on to the account, which says what was done.
    toAccount: emit(({ context }) =>
      navigate('/account', context.feedback ? { licensesAdjusted: context.feedback } : undefined),
    ),
    askToFinalize: assign({ finalizeAsked: true, feedback: null }),
  },
}).createMachine({
  id: 'licenseAdjustment',
  context: ({ input }) => ({
    frequency: input.frequency,
    currentCount: input.currentCount,
    decreaseScheduled: input.decreaseScheduled ?? false,
    ...countAndQuote(input.frequency, input.currentCount),
    preview: null,
    scheduledFor: null,
    finalizeAsked: false,
    feedback: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'checking',
      on: {
        'ADJUST.FINALIZE': [
          // Fewer licences charge nothing: finalized whether or not figures are shown; so does the
          // same number while a decrease waits, which it withdraws.
          {
            guard: ({ context }) =>
              context.count < context.currentCount ||
              (context.count === context.currentCount && context.decreaseScheduled),
            target: 'finalizing',
          },
          // docs/licences.md#adjustment-messages: otherwise the same number orders nothing, and says so.
          {
            guard: ({ context }) => context.count === context.currentCount,
            actions: assign({ feedback: messageFeedback('licenseAdjustment.unchanged', 'info') }),
          },
        ],
        'ADJUST.SET_COUNT': {
          target: '.checking',
          actions: assign(({ context, event }) => ({
            ...countAndQuote(context.frequency, event.value),
            preview: null,
            finalizeAsked: false,
            feedback: null,
          })),
        },
      },
      states: {
        ...preview,
        waiting: {
          ...preview.waiting,
          // Finalize before the pause is over: the figures are read at once, then asked about.
          on: { 'ADJUST.FINALIZE': { guard: more, target: 'previewing', actions: 'askToFinalize' } },
        },
        previewing: {
          ...preview.previewing,
          on: { 'ADJUST.FINALIZE': { guard: more, actions: 'askToFinalize' } },
          exit: assign({ finalizeAsked: false }),
        },
        ready: {
          on: {
            'ADJUST.FINALIZE': [
              // More licences are paid now, by the saved card: with their figures shown, and asked first.
              {
                guard: ({ context }) => more({ context }) && context.preview !== null,
                target: '#licenseAdjustment.confirming',
                actions: assign({ feedback: null }),
              },
              // Their figures could not be read (the error says so): read them again, then ask.
              { guard: more, target: 'previewing', actions: 'askToFinalize' },
            ],
          },
        },
      },
    },
    // docs/licences.md#adjustment-charges: committing more seats charges the saved card in one
    // step, so it is asked first. Declining changes nothing: the count and its figures stay as they
    // were, no call is made.
    confirming: {
      on: {
        'ADJUST.CONFIRM': 'paying',
        'ADJUST.CANCEL': 'editing.ready',
      },
    },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => ({
          order: orderOf(context),
          card: 'saved' as const,
          autoSubmit: true,
          failure: { messageId: 'licenseAdjustment.error.order', prefixed: true },
        }),
        onSnapshot: [
          { guard: ({ event }) => event.snapshot.matches('active'), target: 'done', actions: [...succeeded] },
          {
            guard: ({ event }) => event.snapshot.matches('error'),
            target: 'editing.ready',
            actions: [
              assign({ feedback: ({ event }) => event.snapshot.context.feedback }),
              'refreshLicenses',
            ],
          },
        ],
      },
    },
    finalizing: {
      tags: ['busy'],
      invoke: {
        src: 'updateLicenses',
        input: ({ context }) => ({ newLicenseCount: context.count }),
        onDone: [
          {
            guard: ({ event }) => event.output.effective === 'period_end',
            target: 'done',
            actions: [
              assign({
                // A timestamp, which the message formats as a date in the reader's language.
                feedback: ({ event }) =>
                  messageFeedback('licenseAdjustment.scheduled', 'success', {
                    date: Date.parse(event.output.effectiveDate),
                  }),
                scheduledFor: ({ event }) => event.output.effectiveDate,
              }),
              'refreshLicenses',
              'toAccount',
            ],
          },
          { target: 'done', actions: [...succeeded] },
        ],
        onError: [
          {
            guard: ({ event }) => endsSession(failureOf(event.error)),
            target: 'editing.ready',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'editing.ready',
            actions: [
              assign({
                feedback: ({ event }) =>
                  failureFeedback(failureOf(event.error), 'licenseAdjustment.error.order', true),
              }),
              'refreshLicenses',
            ],
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});

export type LicenseAdjustmentSnapshot = SnapshotFrom<typeof licenseAdjustmentMachine>;
