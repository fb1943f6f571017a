import { tokens } from '@app/brand';

// In PDF points (1/72 inch) on A4, the paper a Swiss QR-bill's payment part is printed on.
export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
export const MARGIN = { top: 48, bottom: 48, left: 56, right: 56 };
export const SIZE = { body: 9.5, small: 8, heading: 11, title: 20 } as const;
export const LINE_GAP = 2;

/** The site's brand and text colours, so the invoice looks like the site and the mails. */
export const COLORS = {
  brand: tokens.color.brand,
  text: tokens.color.text,
  muted: tokens.color.textMuted,
  rule: tokens.color.brandBorder,
} as const;

export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

/** The lowest point a block may reach on the current page. */
export function bottomOf(doc: PDFKit.PDFDocument): number {
  return doc.page.height - MARGIN.bottom;
}

/**
 * Where a block of `height` starts: at `y` when it fits above the bottom margin, else at the top
 * of a new page, so no block is split between two pages.
 */
export function placeBlock(doc: PDFKit.PDFDocument, y: number, height: number): number {
  if (y + height <= bottomOf(doc)) return y;
  doc.addPage();
  return MARGIN.top;
}
