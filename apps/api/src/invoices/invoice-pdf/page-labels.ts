import { COLORS, contentWidth, FONT, MARGIN, SIZE } from './layout.js';
import { pdfText } from './pdf-text.js';
import type { Words } from './words.js';

/** In the top margin, clear of the seller's block and of the QR-bill at the foot of the last page. */
const LABEL_Y = 24;

/**
 * Names the invoice and the page on each page of an invoice longer than one, so an accountant who
 * files the pages apart can put them together. Needs the document's pages buffered.
 */
export function drawPageLabels(doc: PDFKit.PDFDocument, number: string, words: Words): void {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const label = words.say('invoice.pdf.pageLabel', {
      number: pdfText(number),
      page: index - start + 1,
      pages: count,
    });
    doc
      .font(FONT)
      .fontSize(SIZE.small)
      .fillColor(COLORS.muted)
      .text(label, MARGIN.left, LABEL_Y, { width: contentWidth(doc), align: 'right', lineBreak: false });
  }
}
