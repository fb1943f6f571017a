import type { InvoiceDocument, InvoiceLine } from '../invoice-document.js';
import { periodOf } from './facts.js';
import { bottomOf, COLORS, contentWidth, FONT, FONT_BOLD, MARGIN, SIZE } from './layout.js';
import { pdfText } from './pdf-text.js';
import type { Words } from './words.js';

const NUMBER_WIDTHS = { quantity: 55, unitPrice: 90, amount: 90 } as const;
const GUTTER = 10;
const ROW_PADDING = 3.5;

interface Columns {
  description: { x: number; width: number };
  quantity: { x: number; width: number };
  unitPrice: { x: number; width: number };
  amount: { x: number; width: number };
}

function columnsOf(doc: PDFKit.PDFDocument): Columns {
  const right = MARGIN.left + contentWidth(doc);
  const amount = { x: right - NUMBER_WIDTHS.amount, width: NUMBER_WIDTHS.amount };
  const unitPrice = { x: amount.x - GUTTER - NUMBER_WIDTHS.unitPrice, width: NUMBER_WIDTHS.unitPrice };
  const quantity = { x: unitPrice.x - GUTTER - NUMBER_WIDTHS.quantity, width: NUMBER_WIDTHS.quantity };
  const description = { x: MARGIN.left, width: quantity.x - GUTTER - MARGIN.left };
  return { description, quantity, unitPrice, amount };
}

function rule(doc: PDFKit.PDFDocument, y: number, color: string = COLORS.rule): void {
  doc
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}

function drawHeaderRow(doc: PDFKit.PDFDocument, columns: Columns, words: Words, y: number): number {
  doc.font(FONT_BOLD).fontSize(SIZE.small).fillColor(COLORS.muted);
  const cell = (text: string, column: { x: number; width: number }, align: 'left' | 'right') =>
    doc.text(text, column.x, y + ROW_PADDING, { width: column.width, align, lineBreak: false });
  cell(words.say('invoice.pdf.column.description'), columns.description, 'left');
  cell(words.say('invoice.pdf.column.quantity'), columns.quantity, 'right');
  cell(words.say('invoice.pdf.column.unitPrice'), columns.unitPrice, 'right');
  cell(words.say('invoice.pdf.column.amount'), columns.amount, 'right');
  const bottom = y + ROW_PADDING * 2 + doc.currentLineHeight();
  rule(doc, bottom, COLORS.brand);
  return bottom;
}

interface Row {
  description: string;
  /** The line's own period, shown when it differs from the invoice's (a prorated change). */
  period: string | null;
  quantity: string;
  unitPrice: string;
  amount: string;
}

/**
 * A plan's line in the invoice's language: the subscription, or a change's credit for time not
 * used or charge for the time left; any other line as Stripe described it.
 */
function descriptionOf(line: InvoiceLine, words: Words): string {
  if (!line.plan) return pdfText(line.description);
  const values = { plan: words.say(`invoice.pdf.plan.${line.plan.plan}`), frequency: line.plan.frequency };
  if (!line.proration) return words.say('invoice.pdf.line.subscription', values);
  return words.say(
    line.amount < 0 ? 'invoice.pdf.line.unusedTime' : 'invoice.pdf.line.remainingTime',
    values,
  );
}

function rowOf(line: InvoiceLine, invoicePeriod: string | null, words: Words): Row {
  const period = periodOf(line.periodStart, line.periodEnd, words);
  return {
    description: descriptionOf(line, words),
    period: period !== invoicePeriod ? period : null,
    quantity: words.quantity(line.quantity),
    unitPrice: words.money(line.unitAmount),
    amount: words.money(line.amount),
  };
}

function rowHeight(doc: PDFKit.PDFDocument, row: Row, columns: Columns): number {
  doc.font(FONT).fontSize(SIZE.body);
  let height = doc.heightOfString(row.description, { width: columns.description.width });
  if (row.period) {
    doc.fontSize(SIZE.small);
    height += doc.heightOfString(row.period, { width: columns.description.width });
  }
  return height + ROW_PADDING * 2;
}

function drawRow(doc: PDFKit.PDFDocument, row: Row, columns: Columns, y: number): void {
  const top = y + ROW_PADDING;
  doc.font(FONT).fontSize(SIZE.body).fillColor(COLORS.text);
  doc.text(row.description, columns.description.x, top, { width: columns.description.width });
  if (row.period) {
    doc.fontSize(SIZE.small).fillColor(COLORS.muted).text(row.period, { width: columns.description.width });
    doc.fontSize(SIZE.body).fillColor(COLORS.text);
  }
  for (const key of ['quantity', 'unitPrice', 'amount'] as const) {
    doc.text(row[key], columns[key].x, top, { width: columns[key].width, align: 'right', lineBreak: false });
  }
}

/**
 * Every line with its quantity, unit price and amount. A row never splits: one that would cross the
 * bottom margin starts a new page, which repeats the column headings. Returns the y below the table.
 */
export function drawLines(
  doc: PDFKit.PDFDocument,
  document: InvoiceDocument,
  words: Words,
  top: number,
): number {
  const columns = columnsOf(doc);
  const invoicePeriod = periodOf(document.periodStart, document.periodEnd, words);
  let y = drawHeaderRow(doc, columns, words, top);
  for (const line of document.lines) {
    const row = rowOf(line, invoicePeriod, words);
    const height = rowHeight(doc, row, columns);
    if (y + height > bottomOf(doc)) {
      doc.addPage();
      y = drawHeaderRow(doc, columns, words, MARGIN.top);
    }
    drawRow(doc, row, columns, y);
    y += height;
    rule(doc, y);
  }
  return y;
}
