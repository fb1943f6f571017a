import type { ApproveInvoiceOrderRequest, MarkInvoicePaidRequest, OpenInvoice } from '@app/contracts';
import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureOf } from '../shared/call-failure.js';
import { showCallFailure } from '../shared/call-failure-action.js';
import { type Feedback, messageFeedback } from '../shared/feedback.js';
import { injectedCall } from '../shared/injected-call.js';

export type AdminOpenInvoicesEvent =
  | { type: 'INVOICES.MARK_PAID'; invoiceId: string }
  | { type: 'INVOICES.APPROVE'; invoiceId: string }
  | { type: 'INVOICES.CONFIRM' }
  | { type: 'INVOICES.DISMISS' }
  | { type: 'INVOICES.RETRY' };

/** A refusal that says the list on screen is behind: the invoice was paid, voided or is gone. */
const STALE_CODES: ReadonlySet<string> = new Set(['invoice_not_open', 'not_found']);

const numberOf = (invoice: OpenInvoice) => invoice.number ?? invoice.invoiceId;

/** What the question is about: the transfer arrived, or an order served before its payment. */
export type OpenInvoiceAction = 'markPaid' | 'approve';

const openInvoicesSetup = setup({
  types: {
    context: {} as {
      invoices: OpenInvoice[];
      /** The invoice the question is about, then the one being marked or approved. */
      selected: OpenInvoice | null;
      action: OpenInvoiceAction;
      feedback: Feedback | null;
    },
    events: {} as AdminOpenInvoicesEvent,
    emitted: {} as { type: 'session.expired' },
  },
  actors: {
    loadOpenInvoices: injectedCall<OpenInvoice[]>('loadOpenInvoices'),
    markInvoicePaid: injectedCall<OpenInvoice[], MarkInvoicePaidRequest>('markInvoicePaid'),
    approveInvoiceOrder: injectedCall<OpenInvoice[], ApproveInvoiceOrderRequest>('approveInvoiceOrder'),
  },
  guards: {
    listBehind: ({ event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      return failure.kind === 'api' && STALE_CODES.has(failure.error.code);
    },
  },
  actions: { showCallFailure: showCallFailure() },
});

/**
 * Marking paid and approving: the call on the selected invoice, the new list and a success on
 * screen, or the refusal (after reading the list again when it shows the list was behind).
 */
function invoiceCall(
  src: 'markInvoicePaid' | 'approveInvoiceOrder',
  successId: 'admin.invoices.success' | 'admin.invoices.approve.success',
  fallbackId: 'admin.invoices.error.markPaid' | 'admin.invoices.error.approve',
) {
  const showFailure = {
    type: 'showCallFailure',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallbackId }),
  } as const;
  return openInvoicesSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      src,
      input: ({ context }) => ({ invoiceId: context.selected?.invoiceId ?? '' }),
      onDone: {
        target: 'ready',
        actions: assign({
          invoices: ({ event }) => event.output,
          feedback: ({ context }) =>
            messageFeedback(successId, 'success', {
              number: context.selected ? numberOf(context.selected) : '',
            }),
          selected: null,
        }),
      },
      onError: [
        { guard: 'listBehind', target: 'refreshing', actions: showFailure },
        { target: 'ready', actions: [assign({ selected: null }), showFailure] },
      ],
    },
  });
}

/**
 * Admin > Open invoices (docs/admin.md#open-invoices, #mark-paid, #approve-order): the unpaid
 * transfer invoices, and "mark as paid" or "approve" after a question. Unlike the other admin lists, a list that could not be
 * loaded says so and can be asked for again, since an empty one would claim every invoice paid.
 * A refusal that shows the list was behind reads it again, keeping the refusal on screen.
 */
export const adminOpenInvoicesMachine = openInvoicesSetup.createMachine({
  id: 'adminOpenInvoices',
  context: { invoices: [], selected: null, action: 'markPaid', feedback: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadOpenInvoices',
        onDone: { target: 'ready', actions: assign({ invoices: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ invoices: [] }),
            {
              type: 'showCallFailure',
              params: ({ event }) => ({ error: event.error, fallbackId: 'admin.invoices.error.load' }),
            },
          ],
        },
      },
    },
    failed: {
      on: { 'INVOICES.RETRY': { target: 'loading', actions: assign({ feedback: null }) } },
    },
    ready: {
      on: {
        'INVOICES.MARK_PAID': {
          target: 'confirming',
          guard: ({ context, event }) => context.invoices.some((i) => i.invoiceId === event.invoiceId),
          actions: assign({
            selected: ({ context, event }) =>
              context.invoices.find((invoice) => invoice.invoiceId === event.invoiceId) ?? null,
            action: 'markPaid',
            feedback: null,
          }),
        },
        'INVOICES.APPROVE': {
          target: 'confirming',
          // Only an order that waits for it is approved.
          guard: ({ context, event }) =>
            context.invoices.some((i) => i.invoiceId === event.invoiceId && i.awaitsApproval),
          actions: assign({
            selected: ({ context, event }) =>
              context.invoices.find((invoice) => invoice.invoiceId === event.invoiceId) ?? null,
            action: 'approve',
            feedback: null,
          }),
        },
      },
    },
    confirming: {
      on: {
        'INVOICES.CONFIRM': [
          { guard: ({ context }) => context.action === 'approve', target: 'approving' },
          { target: 'marking' },
        ],
        'INVOICES.DISMISS': { target: 'ready', actions: assign({ selected: null }) },
      },
    },
    marking: invoiceCall('markInvoicePaid', 'admin.invoices.success', 'admin.invoices.error.markPaid'),
    approving: invoiceCall(
      'approveInvoiceOrder',
      'admin.invoices.approve.success',
      'admin.invoices.error.approve',
    ),
    refreshing: {
      tags: ['busy'],
      invoke: {
        src: 'loadOpenInvoices',
        onDone: {
          target: 'ready',
          actions: assign({ invoices: ({ event }) => event.output, selected: null }),
        },
        // The refusal already on screen says what matters; the list stays as it was.
        onError: { target: 'ready', actions: assign({ selected: null }) },
      },
    },
  },
});

export type AdminOpenInvoicesSnapshot = SnapshotFrom<typeof adminOpenInvoicesMachine>;
