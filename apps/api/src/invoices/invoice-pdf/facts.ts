import type { InvoiceDocument } from '../invoice-document.js';
import { COLORS, contentWidth, FONT, FONT_BOLD, LINE_GAP, MARGIN, SIZE } from './layout.js';
import { pdfText } from './pdf-text.js';
import type { Words } from './words.js';

const LABEL_WIDTH = 130;

/** "1 March 2026 to 31 March 2026", or null when the invoice names no period. */
export function periodOf(start: Date | null, end: Date | null, words: Words): string | null {
  if (!start || !end) return null;
  return words.say('invoice.pdf.periodRange', { start: words.date(start), end: words.date(end) });
}

/** The title and the invoice's number, date and service period. Returns the y below them. */
export function drawFacts(
  doc: PDFKit.PDFDocument,
  document: InvoiceDocument,
  words: Words,
  top: number,
): number {
  doc
    .font(FONT_BOLD)
    .fontSize(SIZE.title)
    .fillColor(COLORS.brand)
    .text(words.say('invoice.pdf.title'), MARGIN.left, top, { width: contentWidth(doc) });
  let y = doc.y + 8;
  const period = periodOf(document.periodStart, document.periodEnd, words);
  const rows: [string, string][] = [
    [words.say('invoice.pdf.number'), pdfText(document.number)],
    [words.say('invoice.pdf.date'), words.date(document.issued)],
    ...(period ? [[words.say('invoice.pdf.period'), period] as [string, string]] : []),
  ];
  const valueWidth = contentWidth(doc) - LABEL_WIDTH;
  for (const [label, value] of rows) {
    doc.font(FONT).fontSize(SIZE.body).fillColor(COLORS.muted);
    doc.text(label, MARGIN.left, y, { width: LABEL_WIDTH, lineGap: LINE_GAP });
    doc
      .fillColor(COLORS.text)
      .text(value, MARGIN.left + LABEL_WIDTH, y, { width: valueWidth, lineGap: LINE_GAP });
    y = doc.y;
  }
  return y;
}
