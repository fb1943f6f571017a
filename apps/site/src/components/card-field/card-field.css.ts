import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/**
 * The frame around Stripe's card field, drawn like the site's text inputs: the field itself is
 * Stripe's iframe, so only its frame can follow the theme. Stripe adds StripeElement--focus and
 * --invalid to the element it mounts in, which the frame reflects.
 */
export const frame = style({
  display: 'flex',
  margin: 0,
  minInlineSize: 0,
  alignItems: 'center',
  minBlockSize: vars.size.control,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-within': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offsetTight,
    },
    '&[data-disabled="true"]': { background: vars.color.disabled },
  },
});

export const element = style({ flex: '1 1 auto', minInlineSize: 0 });
