import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens.js';

/** The shape every theme fills in. Kept identical to `tokens` so the light theme is a direct map. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandSoft: null,
    onBrand: null,
    highlight: null,
    highlightHover: null,
    onHighlight: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    success: null,
    successSoft: null,
    danger: null,
    dangerHover: null,
    dangerSoft: null,
    info: null,
    infoSoft: null,
    warning: null,
    warningSoft: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  font: { body: null },
  fontSize: { small: null, body: null, large: null, h3: null, h2: null, h1: null, display: null },
  lineHeight: { tight: null, body: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  radius: { small: null, medium: null, large: null, full: null },
  shadow: { card: null, dialog: null },
});

/** The light theme, on :root so portals (dialogs, toasts) inherit it too. */
createGlobalTheme(':root', vars, tokens);
