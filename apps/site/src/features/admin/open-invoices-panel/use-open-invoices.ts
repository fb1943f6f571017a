import type { OpenInvoice } from '@app/contracts';
import { adminOpenInvoicesMachine, type Feedback } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useSession } from '../../../components/session-provider/session-provider.js';

/** What Admin > Open invoices draws: the chart's list and state, and what its buttons do. */
export interface OpenInvoicesState {
  readonly invoices: OpenInvoice[];
  /** The invoice being asked about, then marked or approved. */
  readonly selected: OpenInvoice | null;
  readonly feedback: Feedback | null;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly confirming: boolean;
  readonly marking: boolean;
  readonly approving: boolean;
  readonly busy: boolean;
  /** The row's button that asked the question: dismissed, it gives the focus back there. */
  readonly askedFrom: RefObject<HTMLButtonElement | null>;
  /** The invoice the question names, kept while the dialog closes after the chart let go of it. */
  readonly asked: OpenInvoice | null;
  /** Which question, kept while the dialog closes as its invoice is. */
  readonly approvingAsked: boolean;
  readonly markPaid: (invoice: OpenInvoice, from: HTMLButtonElement) => void;
  readonly approve: (invoice: OpenInvoice, from: HTMLButtonElement) => void;
  readonly confirm: () => void;
  readonly dismiss: () => void;
  readonly retry: () => void;
}

/**
 * The open invoices' chart (docs/admin.md#open-invoices), its calls bound to the session's client,
 * and its state as the panel reads it.
 */
export function useOpenInvoices(): OpenInvoicesState {
  const { call } = useSession();
  const actor = useActorRef(
    adminOpenInvoicesMachine.provide({
      actors: {
        loadOpenInvoices: fromPromise(() => call('listOpenInvoices')),
        markInvoicePaid: fromPromise(({ input }) => call('markInvoicePaid', input)),
        approveInvoiceOrder: fromPromise(({ input }) => call('approveInvoiceOrder', input)),
      },
    }),
  );
  const invoices = useSelector(actor, (snapshot) => snapshot.context.invoices);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches('confirming'));
  const marking = useSelector(actor, (snapshot) => snapshot.matches('marking'));
  const approving = useSelector(actor, (snapshot) => snapshot.matches('approving'));
  const action = useSelector(actor, (snapshot) => snapshot.context.action);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  // The question has no trigger of its own: dismissed, it gives the focus back to the row's button.
  const askedFrom = useRef<HTMLButtonElement | null>(null);
  // The question keeps naming its invoice while it closes, after the chart has let go of it.
  const asked = useRef<OpenInvoice | null>(null);
  if (selected) asked.current = selected;
  // Which question, kept while the dialog closes as its invoice is.
  const askedAction = useRef(action);
  if (selected) askedAction.current = action;

  return {
    invoices,
    selected,
    feedback,
    loading,
    failed,
    confirming,
    marking,
    approving,
    busy,
    askedFrom,
    asked: asked.current,
    approvingAsked: askedAction.current === 'approve',
    markPaid: (invoice, from) => {
      askedFrom.current = from;
      actor.send({ type: 'INVOICES.MARK_PAID', invoiceId: invoice.invoiceId });
    },
    approve: (invoice, from) => {
      askedFrom.current = from;
      actor.send({ type: 'INVOICES.APPROVE', invoiceId: invoice.invoiceId });
    },
    confirm: () => actor.send({ type: 'INVOICES.CONFIRM' }),
    dismiss: () => actor.send({ type: 'INVOICES.DISMISS' }),
    retry: () => actor.send({ type: 'INVOICES.RETRY' }),
  };
}
