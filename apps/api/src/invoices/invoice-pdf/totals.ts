import type { InvoiceDocument } from '../invoice-document.js';
import { COLORS, contentWidth, FONT, FONT_BOLD, MARGIN, placeBlock, SIZE } from './layout.js';
import { STATUS_BLOCK_HEIGHT } from './payment.js';
import type { Words } from './words.js';

const LABEL_WIDTH = 170;
const AMOUNT_WIDTH = 100;
const ROW_HEIGHT = 15;
const NOTE_WIDTH = 200;

/**
 * Art. 26 MWSTG: the subtotal without VAT, the rate and the VAT amount, and the total in CHF. The
 * catalogue's prices include VAT (docs/subscriptions-and-money.md#vat), so the split comes after
 * the lines. Returns the y below the block.
 */
export function drawTotals(
  doc: PDFKit.PDFDocument,
  document: InvoiceDocument,
  words: Words,
  top: number,
): number {
  const y = placeBlock(doc, top + 10, ROW_HEIGHT * 3 + 8 + STATUS_BLOCK_HEIGHT);
  const amountX = MARGIN.left + contentWidth(doc) - AMOUNT_WIDTH;
  const labelX = amountX - LABEL_WIDTH;
  const row = (label: string, amount: string, rowY: number) => {
    doc.text(label, labelX, rowY, { width: LABEL_WIDTH, lineBreak: false });
    doc.text(amount, amountX, rowY, { width: AMOUNT_WIDTH, align: 'right', lineBreak: false });
  };

  doc.font(FONT).fontSize(SIZE.small).fillColor(COLORS.muted);
  doc.text(words.say('invoice.pdf.pricesIncludeVat'), MARGIN.left, y, { width: NOTE_WIDTH });
  doc.fontSize(SIZE.body).fillColor(COLORS.text);
  row(words.say('invoice.pdf.subtotal'), words.money(document.subtotal), y);
  row(
    words.say('invoice.pdf.vat', { rate: words.percent(document.vatRatePercent) }),
    words.money(document.vat),
    y + ROW_HEIGHT,
  );
  const totalY = y + ROW_HEIGHT * 2 + 6;
  doc
    .moveTo(labelX, totalY - 4)
    .lineTo(amountX + AMOUNT_WIDTH, totalY - 4)
    .lineWidth(0.75)
    .strokeColor(COLORS.brand)
    .stroke();
  doc.font(FONT_BOLD);
  row(words.say('invoice.pdf.total'), words.money(document.total), totalY);
  return totalY + ROW_HEIGHT;
}
