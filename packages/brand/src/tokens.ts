/**
 * Raw design values, the brand's: the UI kit's theme (packages/ui, `vars.css.ts`) is made of them,
 * and the API's mails and PDFs and the manuals take their colours from them. Components never
 * read these directly: they go through the theme contract, so a second theme only has to supply
 * another set of values.
 *
 * Colours were chosen for a calm clinical feel and every pair a component puts together is
 * checked for WCAG AA contrast in packages/ui's tokens.test.ts (text >= 4.5:1, UI outlines and large
 * text >= 3:1). Adding a pairing to a component means adding it to that test.
 */
export const tokens = {
  color: {
    // Brand: a deep teal-blue, 7.5:1 on white.
    brand: '#0b5c73',
    brandHover: '#084a5d',
    brandActive: '#063b4a',
    brandSoft: '#e6f2f5',
    brandSoftHover: '#d3e8ee',
    brandBorder: '#9cc7d3',
    onBrand: '#ffffff',
    // Highlight for the free-trial link: warm amber behind dark text (10:1).
    highlight: '#ffc94d',
    highlightHover: '#f5b820',
    highlightBorder: '#d99a0b',
    onHighlight: '#1f2328',
    text: '#1f2328',
    textMuted: '#4d5761',
    surface: '#ffffff',
    surfaceMuted: '#f5f7f9',
    surfaceSunken: '#eaeff3',
    // The footer band and other dark surfaces.
    surfaceInverse: '#0d3340',
    onInverse: '#ffffff',
    onInverseMuted: '#c5d6dc',
    borderInverse: 'rgba(255, 255, 255, 0.18)',
    // Decorative dividers only; anything that identifies a control uses borderStrong (>= 3:1).
    border: '#d5dce2',
    borderStrong: '#6b7785',
    backdrop: 'rgba(13, 27, 36, 0.55)',
    focusRing: '#1a73e8',
    focusRingInverse: '#7cc4ff',
    success: '#1b6e3a',
    successSoft: '#e7f4ec',
    successBorder: '#9ccfae',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fdecea',
    dangerBorder: '#f1aaa3',
    info: '#0b5c73',
    infoSoft: '#e6f2f5',
    infoBorder: '#9cc7d3',
    warning: '#8a5300',
    warningSoft: '#fff4e0',
    warningBorder: '#f0c77a',
    disabled: '#eaeff3',
    onDisabled: '#5a6672',
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
    xsmall: '0.8125rem',
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    xlarge: '1.25rem',
    xxlarge: '1.625rem',
    xxxlarge: '2.25rem',
    display: '3rem',
  },
  lineHeight: { tight: '1.2', snug: '1.35', body: '1.55' },
  letterSpacing: { tight: '-0.02em', snug: '-0.01em', normal: '0', wide: '0.06em' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  radius: { small: '4px', medium: '8px', large: '12px', xlarge: '16px', full: '999px' },
  borderWidth: { thin: '1px', thick: '2px', heavy: '3px', accent: '4px' },
  // The focus ring: 3 px, 2 px clear of the control (1 px for fields, inside for tight spots).
  focus: { width: '3px', offset: '2px', offsetTight: '1px', offsetInset: '-3px' },
  shadow: {
    small: '0 1px 2px rgba(16, 24, 40, 0.08)',
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.06)',
    raised: '0 2px 4px rgba(16, 24, 40, 0.06), 0 12px 28px rgba(11, 92, 115, 0.14)',
    dialog: '0 12px 32px rgba(16, 24, 40, 0.24)',
  },
  size: {
    // At least 44 px, the WCAG 2.5.5 target size; the small size is for dense rows and the top bar.
    controlSmall: '36px',
    control: '48px',
    controlLarge: '56px',
    iconSmall: '16px',
    icon: '20px',
    iconLarge: '24px',
    topBar: '72px',
    formMax: '480px',
    textMax: '720px',
    pageMax: '1200px',
    dialogSmall: '440px',
    dialogMedium: '560px',
  },
  zIndex: { sticky: '10', overlay: '50', toast: '60', skipLink: '100' },
  motion: { fast: '120ms', base: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;
