import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.js';

/** Off-screen until focused, then the first thing a keyboard user sees (WCAG 2.4.1). */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.medium,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:focus': { top: vars.space.small } },
});
