import { BRAND_MARK, BRAND_MARK_PATH } from './brand-mark.js';
import { tokens } from './tokens.js';

/** The mark's two colours, the theme's brand and the text on it. */
export const BRAND_MARK_COLOURS = {
  background: tokens.color.brand,
  foreground: tokens.color.onBrand,
} as const;

/** The whole mark as an SVG document (the favicon), titled with the product's name. */
export function brandMarkSvg(title: string): string {
  const { size, cornerRadius } = BRAND_MARK;
  const { background, foreground } = BRAND_MARK_COLOURS;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><title>${title}</title>` +
    `<rect width="${size}" height="${size}" rx="${cornerRadius}" fill="${background}"/>` +
    `<path d="${BRAND_MARK_PATH}" fill="${foreground}"/></svg>\n`
  );
}
