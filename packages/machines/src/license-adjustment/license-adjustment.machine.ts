import type { UpdateLicensesRequest, UpdateLicensesResponse } from '@app/contracts';
import {
  type Frequency,
  LICENSE_ADJUSTMENT_MINIMUM_USERS,
  licenseAdjustmentQuote,
  normalizeUserCount,
  type Quote,
} from '@app/pricing';
import { assign, emit, fromPromise, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { type NavigateEmitted, navigate } from '../shared/navigation.js';

export type LicenseAdjustmentEmitted =
  | NavigateEmitted
  | { type: 'licenses.refresh' }
  | { type: 'session.expired' };

interface LicenseAdjustmentContext {
  readonly frequency: Frequency;
  count: number;
  quote: Quote;
  feedback: Feedback | null;
}

const countAndQuote = (frequency: Frequency, value: unknown) => {
  const count = normalizeUserCount(value, LICENSE_ADJUSTMENT_MINIMUM_USERS);
  return { count, quote: licenseAdjustmentQuote({ frequency, newLicenseCount: count }) };
};

/**
 * /license-adjustment (SPEC §2, §5, §8): the new count (at least 2; anything non-numeric becomes
 * 2) with its projected subtotal, VAT and total; finalize: a server error is shown with the
 * error prefix, success says so and goes to /account, no answer is the order error. The licence
 * list is refreshed either way.
 */
export const licenseAdjustmentMachine = setup({
  types: {
    context: {} as LicenseAdjustmentContext,
    events: {} as { type: 'ADJUST.SET_COUNT'; value: unknown } | { type: 'ADJUST.FINALIZE' },
    input: {} as { frequency: Frequency; currentCount: number },
    emitted: {} as LicenseAdjustmentEmitted,
  },
  actors: {
    updateLicenses: fromPromise<UpdateLicensesResponse, UpdateLicensesRequest>(async () => {
      throw new Error('updateLicenses must be provided');
    }),
  },
}).createMachine({
  id: 'licenseAdjustment',
  context: ({ input }) => ({
    frequency: input.frequency,
    ...countAndQuote(input.frequency, input.currentCount),
    feedback: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ADJUST.SET_COUNT': {
          actions: assign(({ context, event }) => ({
            ...countAndQuote(context.frequency, event.value),
            feedback: null,
          })),
        },
        'ADJUST.FINALIZE': 'finalizing',
      },
    },
    finalizing: {
      tags: ['busy'],
      invoke: {
        src: 'updateLicenses',
        input: ({ context }) => ({ newLicenseCount: context.count }),
        onDone: {
          target: 'done',
          actions: [
            assign({ feedback: messageFeedback('licenseAdjustment.success', 'success') }),
            emit({ type: 'licenses.refresh' } as const),
            emit(navigate('/account')),
          ],
        },
        onError: [
          {
            guard: ({ event }) => endsSession(failureOf(event.error)),
            target: 'editing',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'editing',
            actions: [
              assign({
                feedback: ({ event }) =>
                  failureFeedback(failureOf(event.error), 'licenseAdjustment.error.order', true),
              }),
              emit({ type: 'licenses.refresh' } as const),
            ],
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});
