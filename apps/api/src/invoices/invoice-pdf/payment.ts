import { INVOICE_PAYMENT_DAYS } from '@app/pricing';
import type { InvoiceDocument } from '../invoice-document.js';
import { COLORS, contentWidth, FONT, FONT_BOLD, MARGIN, placeBlock, SIZE } from './layout.js';
import { drawQrBill } from './qr-bill.js';
import type { Words } from './words.js';

/** docs/subscriptions-and-money.md#overdue-invoices: an invoice paid by transfer is payable within 30 days of its date. */
export const TRANSFER_PAYMENT_DAYS = INVOICE_PAYMENT_DAYS;

const GAP_ABOVE = 14;
const STATUS_HEIGHT = 16;
/** Room the status takes below the totals, which keep it on their page. */
export const STATUS_BLOCK_HEIGHT = GAP_ABOVE + STATUS_HEIGHT;
/** The request to pay by transfer, two lines at most at this width. */
const TRANSFER_NOTE_HEIGHT = 30;

/** Paid with its date, open with its due date, or the other statuses in the language's words. */
export function statusLine(document: InvoiceDocument, words: Words): string {
  switch (document.status) {
    case 'paid':
      return document.paidAt
        ? words.say('invoice.pdf.status.paid', { date: words.date(document.paidAt) })
        : words.say('invoice.pdf.status.paidNoDate');
    case 'open':
      return document.dueDate
        ? words.say('invoice.pdf.status.open', { date: words.date(document.dueDate) })
        : words.say('invoice.pdf.status.openNoDueDate');
    case 'draft':
      return words.say('invoice.pdf.status.draft');
    case 'uncollectible':
      return words.say('invoice.pdf.status.uncollectible');
    case 'void':
      return words.say('invoice.pdf.status.void');
  }
}

/** The payment status, and for a transfer the request to pay and the QR-bill's payment part. */
export function drawPayment(
  doc: PDFKit.PDFDocument,
  document: InvoiceDocument,
  words: Words,
  top: number,
): void {
  const width = contentWidth(doc);
  const y = placeBlock(doc, top + GAP_ABOVE, STATUS_HEIGHT + (document.transfer ? TRANSFER_NOTE_HEIGHT : 0));
  doc
    .font(FONT_BOLD)
    .fontSize(SIZE.heading)
    .fillColor(COLORS.text)
    .text(statusLine(document, words), MARGIN.left, y, { width });
  // SPS 2.3 takes amounts from 0.01: nothing left to pay asks for no payment.
  if (!document.transfer || document.transfer.amountDue <= 0) return;
  doc
    .font(FONT)
    .fontSize(SIZE.body)
    .moveDown(0.4)
    .text(words.say('invoice.pdf.transfer', { days: TRANSFER_PAYMENT_DAYS }), MARGIN.left, doc.y, { width });
  drawQrBill(doc, document, document.transfer, words);
}
