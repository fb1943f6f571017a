import { localeFor } from '@app/i18n';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../invoice-document.js';
import { drawFacts } from './facts.js';
import { MARGIN } from './layout.js';
import { drawLines } from './lines-table.js';
import { drawPageLabels } from './page-labels.js';
import { drawAddressee, drawSeller } from './parties.js';
import { drawPayment } from './payment.js';
import { pdfText } from './pdf-text.js';
import { drawTotals } from './totals.js';
import { wordsFor } from './words.js';

const GAP_BELOW_ADDRESSES = 28;
const GAP_ABOVE_LINES = 16;

/**
 * The invoice as a PDF in its language (docs/subscriptions-and-money.md#invoices, Art. 26 MWSTG),
 * from our own records alone, so it opens while Stripe is slow or down; with a QR-bill's payment
 * part when it is paid by transfer. The same document always gives the same bytes: the invoice's
 * date, not the clock, dates the file.
 */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const words = wordsFor(document.language);
  const title = `${words.say('invoice.pdf.title')} ${pdfText(document.number)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    lang: localeFor(document.language),
    displayTitle: true,
    // Kept until the end, when the page count is known for each page's label.
    bufferPages: true,
    info: {
      Title: title,
      Author: pdfText(document.seller.legalName),
      CreationDate: document.issued,
      ModDate: document.issued,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const sellerBottom = drawSeller(doc, document.seller, words);
  const addresseeBottom = drawAddressee(doc, document.billedTo, words);
  const factsBottom = drawFacts(
    doc,
    document,
    words,
    Math.max(sellerBottom, addresseeBottom) + GAP_BELOW_ADDRESSES,
  );
  const linesBottom = drawLines(doc, document, words, factsBottom + GAP_ABOVE_LINES);
  const totalsBottom = drawTotals(doc, document, words, linesBottom);
  drawPayment(doc, document, words, totalsBottom);
  drawPageLabels(doc, document.number, words);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
