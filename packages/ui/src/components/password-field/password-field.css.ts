import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css.js';
import { vars } from '../../themes/vars.css.js';
import { input } from '../form-field/form-field.css.js';

export const wrapper = style({ position: 'relative' });

// Room on the right for the show/hide button, so long passwords never run under it.
export const passwordInput = style([input, { paddingInlineEnd: vars.size.controlLarge }]);

export const toggle = style([
  focusRing,
  {
    position: 'absolute',
    insetBlock: vars.space.xsmall,
    insetInlineEnd: vars.space.xsmall,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.control,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.brand,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.brandSoft },
      '&:focus-visible': { outlineOffset: vars.focus.offsetInset },
    },
  },
]);
