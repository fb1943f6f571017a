import { breakpoints } from '@app/ui';

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/**
 * The widths designers review at: a phone, a tablet, and either side of the top bar's two
 * breakpoints (docs/routes-and-screens.md#top-bar-widths: 1250 and 1350 px).
 */
export const viewports = {
  mobile390: viewport('Phone 390', 390, 844, 'mobile'),
  tablet768: viewport('Tablet 768', 768, 1024, 'tablet'),
  compact1300: viewport('Top bar compact 1300', breakpoints.topBarCompact + 50, 900, 'desktop'),
  wide1400: viewport('Top bar wide 1400', breakpoints.topBarWide + 50, 900, 'desktop'),
};
