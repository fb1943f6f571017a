/** The brand's raw values (packages/brand), read here by the theme and the contrast test. */
export { tokens } from '@app/brand';

/**
 * Breakpoints in px. The top bar changes layout at 1350 and 1250 px
 * (docs/routes-and-screens.md#top-bar-widths); tablet and desktop serve the rest of the site.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 740,
  desktop: 1024,
  topBarCompact: 1250,
  topBarWide: 1350,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = (breakpoint: Breakpoint): string =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;

/** Narrower than the breakpoint: for the few rules that only make sense below it. */
export const mediaQueryBelow = (breakpoint: Breakpoint): string =>
  `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`;
