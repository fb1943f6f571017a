import {
  type BillingDetailsInput,
  type BillingInfoResponse,
  billingDetailsSchema,
  type FieldIssueCode,
  fieldIssuesFromZod,
  type SavedBillingDetails,
} from '@app/contracts';
import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { endsSession, failureOf } from '../shared/call-failure.js';
import { type Feedback, failureFeedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

/**
 * The billing details' fields: the five of docs/subscriptions-and-money.md#billing-info, then the
 * optional three.
 */
export const BILLING_DETAILS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'postalCode',
  'city',
  'company',
  'vatNumber',
  'invoiceEmail',
] as const;
export type BillingDetailsField = (typeof BILLING_DETAILS_FIELDS)[number];
export type BillingDetailsValues = Record<BillingDetailsField, string>;
export type BillingDetailsErrors = Partial<Record<BillingDetailsField, FieldIssueCode>>;

export type BillingDetailsEvent =
  | { type: 'DETAILS.EDIT' }
  | { type: 'DETAILS.CHANGE'; field: BillingDetailsField; value: string }
  | { type: 'DETAILS.SAVE' }
  | { type: 'DETAILS.CANCEL' }
  | { type: 'DETAILS.RELOAD' };

export type BillingDetailsEmitted = { type: 'session.expired' };

export interface BillingDetailsContext {
  /** The details saved last (null before any), as the account page shows them. */
  saved: SavedBillingDetails | null;
  loadFailed: boolean;
  values: BillingDetailsValues;
  errors: BillingDetailsErrors;
  feedback: Feedback | null;
}

const isField = (value: unknown): value is BillingDetailsField =>
  (BILLING_DETAILS_FIELDS as readonly unknown[]).includes(value);

const valuesOf = (saved: SavedBillingDetails | null): BillingDetailsValues =>
  Object.fromEntries(
    BILLING_DETAILS_FIELDS.map((field) => [field, saved?.[field] ?? '']),
  ) as BillingDetailsValues;

/** Each field's first problem, from issues whose path starts at the details (or at `billingInfo`). */
function errorsOf(issues: readonly { path: readonly (string | number)[]; code: FieldIssueCode }[]) {
  const errors: BillingDetailsErrors = {};
  for (const issue of issues) {
    const field = issue.path.find(isField);
    if (field && !errors[field]) errors[field] = issue.code;
  }
  return errors;
}

/** The contracts' own check of the details, as the API runs it: the form says the same. */
function check(values: BillingDetailsValues): BillingDetailsErrors {
  const parsed = billingDetailsSchema.safeParse(values);
  return parsed.success ? {} : errorsOf(fieldIssuesFromZod(parsed.error, values));
}

/** What the API stores: trimmed, the UID written CHE-123.456.789, blanks as none. */
function savedOf(values: BillingDetailsValues): SavedBillingDetails {
  const parsed = billingDetailsSchema.parse(values);
  return {
    ...parsed,
    company: parsed.company ?? null,
    vatNumber: parsed.vatNumber ?? null,
    invoiceEmail: parsed.invoiceEmail ?? null,
  };
}

/**
 * docs/subscriptions-and-money.md#billing-info, the billing details on the account page: read with
 * the page, shown, edited in a dialog (the five fields of
 * docs/subscriptions-and-money.md#billing-info required, the company, the Swiss UID/VAT number and
 * the invoice address optional), checked by the contracts' schema before the call and saved; a
 * field the API refuses is shown on that field.
 */
export const billingDetailsMachine = setup({
  types: {
    context: {} as BillingDetailsContext,
    events: {} as BillingDetailsEvent,
    emitted: {} as BillingDetailsEmitted,
  },
  actors: {
    loadBillingInfo: injectedCall<BillingInfoResponse>('loadBillingInfo'),
    saveBillingInfo: injectedCall<unknown, { billingInfo: BillingDetailsInput }>('saveBillingInfo'),
  },
  guards: {
    sessionEnded: (_, params: { error: unknown }) => endsSession(failureOf(params.error)),
    valid: ({ context }) => Object.keys(check(context.values)).length === 0,
  },
}).createMachine({
  id: 'billingDetails',
  context: { saved: null, loadFailed: false, values: valuesOf(null), errors: {}, feedback: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadBillingInfo',
        onDone: {
          target: 'viewing',
          actions: assign({ saved: ({ event }) => event.output.billingInfo, loadFailed: false }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'viewing',
            actions: emit({ type: 'session.expired' } as const),
          },
          { target: 'viewing', actions: assign({ loadFailed: true }) },
        ],
      },
    },
    viewing: {
      on: {
        'DETAILS.EDIT': {
          target: 'editing',
          actions: assign({ values: ({ context }) => valuesOf(context.saved), errors: {}, feedback: null }),
        },
        'DETAILS.RELOAD': 'loading',
      },
    },
    editing: {
      on: {
        'DETAILS.CHANGE': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
          }),
        },
        'DETAILS.SAVE': [
          { guard: 'valid', target: 'saving' },
          { actions: assign({ errors: ({ context }) => check(context.values) }) },
        ],
        'DETAILS.CANCEL': { target: 'viewing', actions: assign({ errors: {}, feedback: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveBillingInfo',
        input: ({ context }) => ({ billingInfo: context.values }),
        onDone: {
          target: 'viewing',
          actions: assign({
            saved: ({ context }) => savedOf(context.values),
            feedback: messageFeedback('billing.details.saved', 'success'),
          }),
        },
        onError: [
          {
            guard: { type: 'sessionEnded', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: emit({ type: 'session.expired' } as const),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => {
              const failure = failureOf(event.error);
              const issues = failure.kind === 'api' ? (failure.error.issues ?? []) : [];
              return {
                errors: errorsOf(issues),
                feedback: failureFeedback(failure, 'billing.details.error.save'),
              };
            }),
          },
        ],
      },
    },
  },
});

export type BillingDetailsSnapshot = SnapshotFrom<typeof billingDetailsMachine>;
