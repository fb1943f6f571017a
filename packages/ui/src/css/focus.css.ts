import { style } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css.js';

/** A focus ring that stays visible on coloured backgrounds (WCAG 2.4.7). */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
