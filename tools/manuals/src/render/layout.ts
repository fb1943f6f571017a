import { tokens } from '@app/brand';

// Layout, in PDF points (1/72 inch) on A4.
export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
export const MARGIN = { top: 72, bottom: 80, left: 72, right: 72 };
export const BODY_SIZE = 10.5;
export const LINE_GAP = 3;
export const LIST_INDENT = 20;
export const NOTE_INDENT = 14;

/** The site's brand and text colours, so the PDF looks like the site. */
export const COLORS = {
  brand: tokens.color.brand,
  onBrand: tokens.color.onBrand,
  text: tokens.color.text,
  textMuted: tokens.color.textMuted,
} as const;
