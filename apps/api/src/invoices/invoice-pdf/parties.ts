import type { BilledTo, Seller } from '../invoice-document.js';
import { COLORS, FONT, FONT_BOLD, MARGIN, SIZE } from './layout.js';
import { pdfText } from './pdf-text.js';
import type { Words } from './words.js';

const SELLER_WIDTH = 250;
/** Where a right-hand window envelope (C5/C4, SN 010130) shows the address: 118 mm from the left. */
const ADDRESSEE_X = 334;
const ADDRESSEE_Y = 130;

function countryName(country: string, words: Words): string {
  return country === 'CH' ? words.say('company.country') : pdfText(country);
}

/** Art. 26 MWSTG: the seller's name, address and VAT number. Returns the y below the block. */
export function drawSeller(doc: PDFKit.PDFDocument, seller: Seller, words: Words): number {
  doc
    .font(FONT_BOLD)
    .fontSize(SIZE.heading)
    .fillColor(COLORS.brand)
    .text(pdfText(seller.legalName), MARGIN.left, MARGIN.top, { width: SELLER_WIDTH });
  doc.font(FONT).fontSize(SIZE.body).fillColor(COLORS.text);
  for (const line of [
    seller.street,
    `${seller.postalCode} ${seller.city}`,
    countryName(seller.country, words),
  ]) {
    doc.text(pdfText(line), { width: SELLER_WIDTH });
  }
  doc
    .fontSize(SIZE.small)
    .fillColor(COLORS.muted)
    .text(words.say('invoice.pdf.seller.vatNumber', { vatNumber: pdfText(seller.vatNumber) }), {
      width: SELLER_WIDTH,
    });
  return doc.y;
}

/** The customer's billing details as they were at issue. Returns the y below the block. */
export function drawAddressee(doc: PDFKit.PDFDocument, billedTo: BilledTo | null, words: Words): number {
  if (!billedTo) return ADDRESSEE_Y;
  const width = doc.page.width - MARGIN.right - ADDRESSEE_X;
  doc
    .font(FONT)
    .fontSize(SIZE.small)
    .fillColor(COLORS.muted)
    .text(words.say('invoice.pdf.billedTo'), ADDRESSEE_X, ADDRESSEE_Y, { width });
  doc.fontSize(SIZE.body).fillColor(COLORS.text);
  if (billedTo.company) doc.font(FONT_BOLD).text(pdfText(billedTo.company), { width }).font(FONT);
  for (const line of [
    `${billedTo.firstName} ${billedTo.lastName}`,
    billedTo.address,
    `${billedTo.postalCode} ${billedTo.city}`,
  ]) {
    doc.text(pdfText(line), { width });
  }
  if (billedTo.vatNumber) {
    doc
      .fontSize(SIZE.small)
      .fillColor(COLORS.muted)
      .text(words.say('invoice.pdf.billedTo.vatNumber', { vatNumber: pdfText(billedTo.vatNumber) }), {
        width,
      });
  }
  return doc.y;
}
