import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.js';

export const root = style({ display: 'inline-flex', alignItems: 'center' });

// The gap only when the label is shown: a visually hidden label must not push the select aside.
export const rootWithLabel = style([root, { gap: vars.space.small }]);

export const label = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.semibold });

export const control = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  minHeight: vars.size.controlSmall,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  // Room for the globe before the text and the chevron after it.
  paddingInlineStart: `calc(${vars.space.small} + ${vars.size.iconSmall} + ${vars.space.small})`,
  paddingInlineEnd: `calc(${vars.space.small} + ${vars.size.iconSmall} + ${vars.space.small})`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text, background: vars.color.surfaceMuted },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

const icon = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const globe = style([icon, { insetInlineStart: vars.space.small }]);

export const chevron = style([icon, { insetInlineEnd: vars.space.small }]);
