import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.js';

/** A focus ring that stays visible on coloured backgrounds (WCAG 2.4.7, 2.4.13). */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

/** The same ring on dark surfaces (footer), where the blue ring would fall under 3:1. */
export const focusRingInverse = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRingInverse}`,
      outlineOffset: vars.focus.offset,
    },
  },
});
