import type { OpenInvoice } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { apiFailure, networkFailure } from '../shared/test-support.js';
import { adminOpenInvoicesMachine } from './admin-open-invoices.machine.js';

const invoice = (invoiceId: string, number: string | null): OpenInvoice => ({
  invoiceId,
  number,
  customerEmail: 'anna@praxis.ch',
  customerName: 'Praxis am See',
  amountDue: 89_700,
  issuedAt: '2026-09-01T08:00:00.000Z',
  dueAt: '2026-10-01T08:00:00.000Z',
  overdue: true,
  remindedAt: null,
  status: 'open',
  awaitsApproval: false,
});
const first = invoice('in_first', 'DICT-0001');
const second = invoice('in_second', null);

/** The chart on a backend whose list is `rows`, whose mark-paid does `mark` and approve `approve`. */
function start(
  mark: (invoiceId: string) => Promise<OpenInvoice[]>,
  rows = [first, second],
  approve: (invoiceId: string) => Promise<OpenInvoice[]> = async () => rows,
) {
  let list = rows;
  const load = vi.fn(async () => list);
  const actor = createActor(
    adminOpenInvoicesMachine.provide({
      actors: {
        loadOpenInvoices: fromPromise(load),
        markInvoicePaid: fromPromise(async ({ input }) => {
          list = await mark(input.invoiceId);
          return list;
        }),
        approveInvoiceOrder: fromPromise(async ({ input }) => {
          list = await approve(input.invoiceId);
          return list;
        }),
      },
    }),
  ).start();
  return { actor, load };
}

describe('approving an order above the credit limit (docs/admin.md#approve-order)', () => {
  const waiting = { ...invoice('in_waiting', 'DICT-0003'), awaitsApproval: true };

  it('asks first, approves, shows the list it answers and says which order', async () => {
    const approved = { ...waiting, awaitsApproval: false };
    const approve = vi.fn(async () => [approved, first]);
    const mark = vi.fn(async () => []);
    const { actor } = start(mark, [waiting, first], approve);
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'INVOICES.APPROVE', invoiceId: 'in_waiting' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ selected: waiting, action: 'approve' });

    actor.send({ type: 'INVOICES.CONFIRM' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(approve).toHaveBeenCalledWith('in_waiting');
    expect(mark).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({
      invoices: [approved, first],
      feedback: { kind: 'message', id: 'admin.invoices.approve.success', values: { number: 'DICT-0003' } },
    });
  });

  it('asks nothing about an invoice whose order does not wait', async () => {
    const approve = vi.fn(async () => []);
    const { actor } = start(vi.fn(), [first], approve);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'INVOICES.APPROVE', invoiceId: 'in_first' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(approve).not.toHaveBeenCalled();
  });
});

describe('admin open invoices (docs/admin.md#open-invoices)', () => {
  it('asks first, marks the invoice paid, shows the list it answers and says which invoice', async () => {
    const mark = vi.fn(async () => [second]);
    const { actor } = start(mark);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.invoices).toEqual([first, second]);

    actor.send({ type: 'INVOICES.MARK_PAID', invoiceId: 'in_first' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(first);
    expect(mark).not.toHaveBeenCalled();

    actor.send({ type: 'INVOICES.CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(mark).toHaveBeenCalledWith('in_first');
    expect(actor.getSnapshot().context).toMatchObject({
      invoices: [second],
      selected: null,
      feedback: {
        kind: 'message',
        id: 'admin.invoices.success',
        tone: 'success',
        values: { number: 'DICT-0001' },
      },
    });
  });

  it('calls nothing when the question is dismissed', async () => {
    const mark = vi.fn(async () => []);
    const { actor } = start(mark);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'INVOICES.MARK_PAID', invoiceId: 'in_second' });
    actor.send({ type: 'INVOICES.DISMISS' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
    // An id the list does not hold asks nothing.
    actor.send({ type: 'INVOICES.MARK_PAID', invoiceId: 'in_unknown' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(mark).not.toHaveBeenCalled();
  });

  it('says an invoice paid meanwhile is no longer open, and reads the list again', async () => {
    const { actor, load } = start(async () => Promise.reject(apiFailure('invoice_not_open')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'INVOICES.MARK_PAID', invoiceId: 'in_first' });
    actor.send({ type: 'INVOICES.CONFIRM' });
    await waitFor(actor, (s) => s.matches('ready') && load.mock.calls.length === 2);
    expect(actor.getSnapshot().context.feedback).toMatchObject({
      kind: 'apiError',
      code: 'invoice_not_open',
    });
  });

  it('keeps the list and says Stripe is away, or the call was lost', async () => {
    const { actor, load } = start(async () => Promise.reject(apiFailure('payment_provider_unavailable')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'INVOICES.MARK_PAID', invoiceId: 'in_first' });
    actor.send({ type: 'INVOICES.CONFIRM' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.feedback !== null);
    expect(actor.getSnapshot().context.feedback).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(actor.getSnapshot().context.invoices).toEqual([first, second]);
    expect(load).toHaveBeenCalledTimes(1);

    const lost = start(async () => Promise.reject(networkFailure())).actor;
    await waitFor(lost, (s) => s.matches('ready'));
    lost.send({ type: 'INVOICES.MARK_PAID', invoiceId: 'in_second' });
    lost.send({ type: 'INVOICES.CONFIRM' });
    await waitFor(lost, (s) => s.matches('ready') && s.context.feedback !== null);
    expect(lost.getSnapshot().context.feedback).toEqual({
      kind: 'message',
      id: 'admin.invoices.error.markPaid',
      tone: 'error',
    });
  });

  it('says when the list cannot be loaded, and loads it again when asked', async () => {
    let fail = true;
    const actor = createActor(
      adminOpenInvoicesMachine.provide({
        actors: {
          loadOpenInvoices: fromPromise(async () => {
            if (fail) throw networkFailure();
            return [first];
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.feedback).toMatchObject({ id: 'admin.invoices.error.load' });
    fail = false;
    actor.send({ type: 'INVOICES.RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ invoices: [first], feedback: null });
  });
});
