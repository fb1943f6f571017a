/**
 * Raw design values. Components never read these directly: they go through the theme
 * contract in vars.css.ts, so a second theme only has to supply another set of values.
 *
 * Colours were chosen for a calm clinical feel and checked for WCAG AA contrast against the
 * surfaces they sit on (text >= 4.5:1, large text and UI outlines >= 3:1).
 */
export const tokens = {
  color: {
    // Brand: a deep teal-blue, 7.1:1 on white.
    brand: '#0b5c73',
    brandHover: '#084a5d',
    brandSoft: '#e6f2f5',
    onBrand: '#ffffff',
    // Highlight for the free-trial link: warm amber behind dark text (8.9:1).
    highlight: '#ffc94d',
    highlightHover: '#f5b820',
    onHighlight: '#1f2328',
    text: '#1f2328',
    textMuted: '#4d5761',
    surface: '#ffffff',
    surfaceMuted: '#f5f7f9',
    border: '#c9d1d9',
    borderStrong: '#6b7785',
    focusRing: '#1a73e8',
    success: '#1b6e3a',
    successSoft: '#e7f4ec',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fdecea',
    info: '#0b5c73',
    infoSoft: '#e6f2f5',
    warning: '#8a5300',
    warningSoft: '#fff4e0',
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
    xxxlarge: '72px',
  },
  font: {
    body: "'Inter Variable', system-ui, sans-serif",
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    h3: '1.25rem',
    h2: '1.625rem',
    h1: '2.25rem',
    display: '2.75rem',
  },
  lineHeight: { tight: '1.2', body: '1.55' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  radius: { small: '4px', medium: '8px', large: '16px', full: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.08)',
    dialog: '0 12px 32px rgba(16, 24, 40, 0.24)',
  },
} as const;

/**
 * Breakpoints in px. The top bar changes layout at 1350 and 1250 px (SPEC §2); tablet and
 * mobile serve the rest of the site.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 740,
  topBarCompact: 1250,
  topBarWide: 1350,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = (breakpoint: Breakpoint): string =>
  `screen and (min-width: ${breakpoints[breakpoint]}px)`;
