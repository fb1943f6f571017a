import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css.js';
import { vars } from '../../themes/vars.css.js';

export const number = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.control,
    paddingInlineEnd: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    color: vars.color.brand,
    fontSize: vars.fontSize.xlarge,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: vars.letterSpacing.snug,
    textDecoration: 'underline',
    textDecorationThickness: vars.borderWidth.thin,
    textUnderlineOffset: '0.2em',
    selectors: {
      '&:hover': { color: vars.color.brandHover, textDecorationThickness: vars.borderWidth.thick },
    },
  },
]);

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
});
