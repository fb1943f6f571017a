import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.js';

/** Off-screen until focused, then the first thing a keyboard user sees (WCAG 2.4.1). */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  top: vars.space.small,
  zIndex: vars.zIndex.skipLink,
  transform: `translateY(calc(-100% - ${vars.space.large}))`,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  selectors: {
    '&:focus': { transform: 'none', boxShadow: vars.shadow.dialog },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});
