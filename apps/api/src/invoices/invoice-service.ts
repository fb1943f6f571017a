import type { Language } from '@app/contracts';
import { splitVat, vatRateOn } from '@app/pricing';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../errors.js';
import type { InvoiceDocument } from './invoice-document.js';
import { renderInvoicePdf } from './invoice-pdf/render-invoice-pdf.js';
import { findInvoice, findOwnInvoice, listOwnInvoices, type OwnInvoiceRow } from './invoices-repository.js';
import type { InvoicingConfig } from './invoicing-config.js';
import { qrReferenceOf } from './qr-reference.js';

// What other domains read and write of this domain's tables: its repositories are private to it
// (docs/architecture.md#domains).
export {
  type ExportedInvoice,
  exportedInvoices,
  findOwnInvoiceToPay,
  hasPaidInvoice,
  hasUnpaidInvoice,
  hasWrittenOffRemindedInvoice,
  oldestOpenInvoiceSql,
  ownInvoicesJsonSql,
  type StoredInvoice,
  seatsPaidOnInvoice,
  storedInvoiceStatus,
  upsertInvoice,
} from './invoices-repository.js';
export {
  type ClaimedReminder,
  claimDueReminders,
  findInvoicesToEnd,
  findTransferInvoice,
  listOpenInvoices,
  type OverdueInvoice,
} from './transfer-invoices-repository.js';

export interface InvoiceContext {
  db: Queryable;
  config: InvoicingConfig;
}

export interface InvoicePdf {
  /** The invoice's number (its id while it has none), safe as a file name. */
  fileName: string;
  pdf: Uint8Array;
}

const asDate = (value: string | null) => (value === null ? null : new Date(value));

/**
 * Prices include VAT, so the total is split at the rate in force on the invoice's date
 * (Art. 26 MWSTG; packages/pricing's table). A change whose credit exceeds its charge has a
 * negative total: its split is the positive one's, negated.
 */
function vatOf(total: number, issued: Date, rates: InvoicingConfig['vatRates']) {
  const vatRatePercent = vatRateOn(issued, rates);
  const split = splitVat(Math.abs(total), vatRatePercent);
  const sign = total < 0 ? -1 : 1;
  return { vatRatePercent, subtotal: sign * split.subtotalCents, vat: sign * split.vatCents };
}

/**
 * The service period: from the first line's start to the last line's end. Stripe's own
 * period_start/period_end are not it: a subscription's first invoice has both at its creation,
 * and a renewal's look back one period (Stripe's invoice object; its lines carry the period
 * billed). An invoice without dated lines falls back on them.
 */
function servicePeriod(row: OwnInvoiceRow, lines: InvoiceDocument['lines']) {
  const starts = lines.flatMap((line) => (line.periodStart ? [line.periodStart.getTime()] : []));
  const ends = lines.flatMap((line) => (line.periodEnd ? [line.periodEnd.getTime()] : []));
  return {
    periodStart: starts.length > 0 ? new Date(Math.min(...starts)) : row.period_start,
    periodEnd: ends.length > 0 ? new Date(Math.max(...ends)) : row.period_end,
  };
}

/**
 * What the PDF of one invoice shows, from our own records alone (docs/subscriptions-and-money.md#invoices).
 */
export function invoiceDocumentOf(row: OwnInvoiceRow, config: InvoicingConfig): InvoiceDocument {
  const total = row.total ?? Math.max(row.amount_paid, row.amount_due);
  const lines = row.lines.map((line) => ({
    ...line,
    periodStart: asDate(line.periodStart),
    periodEnd: asDate(line.periodEnd),
  }));
  // Payment by transfer: the QR-bill is for an invoice still open, never for one paid or voided.
  const transfer =
    row.collection_method === 'send_invoice' && row.status === 'open' && config.invoiceQrIban
      ? { qrIban: config.invoiceQrIban, reference: qrReferenceOf(row.id), amountDue: row.amount_due }
      : null;
  return {
    id: row.id,
    number: row.number ?? row.id,
    issued: row.created,
    dueDate: row.due_date,
    ...servicePeriod(row, lines),
    lines,
    total,
    ...vatOf(total, row.created, config.vatRates),
    // Every price of the catalogue is in CHF (packages/pricing); Stripe's copy says so too.
    currency: 'chf',
    status: row.status,
    paidAt: row.paid_at,
    seller: config.seller,
    billedTo: row.billed_to,
    transfer,
    language: row.lang,
  };
}

const fileNameOf = (row: OwnInvoiceRow) => `${(row.number ?? row.id).replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;

/**
 * The PDF of one of the caller's own invoices. Someone else's invoice and an unknown id answer
 * the same not_found, so an id tells nobody whether it exists.
 */
export async function ownInvoicePdf(
  { db, config }: InvoiceContext,
  userId: string,
  invoiceId: string,
): Promise<InvoicePdf> {
  const row = await findOwnInvoice(db, userId, invoiceId);
  if (!row) throw new HttpError('not_found', 'No such invoice.');
  return { fileName: fileNameOf(row), pdf: await renderInvoicePdf(invoiceDocumentOf(row, config)) };
}

/**
 * Every one of the caller's invoices as a PDF, newest first, rendered one after the other; a
 * voided one (a declined attempt's) is no bill, as the account page has it.
 */
export async function ownInvoicePdfs({ db, config }: InvoiceContext, userId: string): Promise<InvoicePdf[]> {
  const pdfs: InvoicePdf[] = [];
  for (const row of await listOwnInvoices(db, userId)) {
    if (row.status === 'void') continue;
    pdfs.push({ fileName: fileNameOf(row), pdf: await renderInvoicePdf(invoiceDocumentOf(row, config)) });
  }
  return pdfs;
}

/**
 * The PDF of an invoice for a mail about it (docs/subscriptions-and-money.md#invoices: its readers,
 * the invoice address among them, may have no session to download it), in the mail's language; null
 * when we hold no such invoice.
 */
export async function invoicePdfForMail(
  { db, config }: InvoiceContext,
  invoiceId: string,
  language: Language,
): Promise<InvoicePdf | null> {
  const row = await findInvoice(db, invoiceId);
  if (!row) return null;
  return {
    fileName: fileNameOf(row),
    pdf: await renderInvoicePdf({ ...invoiceDocumentOf(row, config), language }),
  };
}
