import { formatChf } from '@app/i18n';
import { endpointRoute, errorResponse, openInvoices, refusalOn, type scenarios } from '@app/mocks';
import { server } from '@app/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordCalls, recordRequests } from '../../../testing/record-requests.js';
import { cellValue, renderAdmin } from './admin-page.testing.js';

const CAPTION = 'Invoices awaiting a bank transfer';
const [reminded, overdue, notDue] = openInvoices;
if (!reminded || !overdue || !notDue) throw new Error('The admin fixtures hold three open invoices');

const markLabel = (invoice: (typeof openInvoices)[number]) =>
  `Mark as paid: invoice ${invoice.number} of ${invoice.customerName}`;

async function openInvoicesTab(scenario: keyof typeof scenarios, ...first: Parameters<typeof server.use>) {
  const user = userEvent.setup();
  await renderAdmin(scenario);
  if (first.length > 0) server.use(...first);
  await user.click(screen.getByRole('tab', { name: 'Open invoices' }));
  return user;
}

const table = () => screen.findByRole('table', { name: CAPTION });
const rowOf = (invoiceTable: HTMLElement, number: string | null) =>
  within(invoiceTable)
    .getByRole('rowheader', { name: number ?? '' })
    .closest('tr') as HTMLElement;

describe('/admin open invoices (docs/admin.md#open-invoices)', () => {
  it('lists each invoice with customer, amount in CHF, dates, overdue badge and reminder', async () => {
    await openInvoicesTab('adminFull');
    const invoiceTable = await table();
    const numbers = within(invoiceTable).getAllByRole('rowheader').map(cellValue);
    expect(numbers).toEqual([reminded.number, overdue.number, notDue.number]);
    const cells = within(rowOf(invoiceTable, reminded.number)).getAllByRole('cell').map(cellValue);
    expect(cells.slice(0, 5)).toEqual([
      'Praxis am Seedr.anna.muller@praxis-lac.ch',
      formatChf(89_700, 'en'),
      '1 September 2026',
      '1 October 2026Overdue',
      'Sent on 8 October 2026',
    ]);
    expect(within(rowOf(invoiceTable, overdue.number)).getByText('Not sent')).toBeTruthy();
    expect(within(rowOf(invoiceTable, notDue.number)).queryByText('Overdue')).toBeNull();
  });

  it('marks an invoice paid after the question: the row goes, and the outcome takes the focus', async () => {
    const user = await openInvoicesTab('adminFull');
    const invoiceTable = await table();
    const bodies = recordCalls('markInvoicePaid');
    await user.click(within(invoiceTable).getByRole('button', { name: markLabel(overdue) }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this invoice as paid?' });
    expect(dialog.textContent).toContain(
      `Invoice ${overdue.number} of Luca Bernasconi, ${formatChf(29_900, 'en')}.`,
    );
    // Cancel, the safe choice, has the focus first: Enter alone changes nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));

    const notice = await screen.findByText(`Invoice ${overdue.number} is marked as paid.`);
    expect(bodies).toEqual([{ invoiceId: overdue.invoiceId }]);
    expect(within(invoiceTable).queryByText(overdue.number ?? '')).toBeNull();
    expect(within(invoiceTable).getAllByRole('rowheader')).toHaveLength(2);
    await waitFor(() => expect(notice.closest('[role="status"]')).toBe(document.activeElement));
  });

  it('calls nothing when the question is dismissed, and gives the focus back to the button', async () => {
    const user = await openInvoicesTab('adminFull');
    const invoiceTable = await table();
    const calls = recordRequests('markInvoicePaid').requests;
    const button = within(invoiceTable).getByRole('button', { name: markLabel(notDue) });
    await user.click(button);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(within(invoiceTable).getAllByRole('rowheader')).toHaveLength(3);
  });

  it('says an invoice paid meanwhile is no longer open, and reads the list again', async () => {
    const user = await openInvoicesTab('adminFull', refusalOn('markInvoicePaid', 'invoice_not_open'));
    const invoiceTable = await table();
    const calls = recordRequests().requests;
    await user.click(within(invoiceTable).getByRole('button', { name: markLabel(reminded) }));
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invoice is no longer open: it has already been paid or voided.',
    );
    await waitFor(() =>
      expect(calls).toEqual(['POST /api/admin/open-invoices/mark-paid', 'GET /api/admin/open-invoices']),
    );
  });

  it('keeps the list and says so while payments are unavailable', async () => {
    const user = await openInvoicesTab(
      'adminFull',
      refusalOn('markInvoicePaid', 'payment_provider_unavailable'),
    );
    const invoiceTable = await table();
    await user.click(within(invoiceTable).getByRole('button', { name: markLabel(reminded) }));
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payments are temporarily unavailable. Please try again in a few minutes.',
    );
    expect(within(invoiceTable).getAllByRole('rowheader')).toHaveLength(3);
  });

  it('says "No open invoices." when there are none', async () => {
    await openInvoicesTab('adminEmpty');
    expect(within(await table()).getByText('No open invoices.')).toBeTruthy();
  });

  it('says when the list cannot be loaded, and loads it again on "Try again"', async () => {
    // The first read fails; the one "Try again" makes reaches the full list behind it.
    const { method, path } = endpointRoute('listOpenInvoices');
    const failsOnce = method(path, () => errorResponse('internal_error'), { once: true });
    const user = await openInvoicesTab('adminFull', failsOnce);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    expect(screen.queryByRole('table', { name: CAPTION })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(3);
  });
});
