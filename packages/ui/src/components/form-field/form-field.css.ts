import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.js';

export const field = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    minWidth: 0,
    transition: `padding ${vars.motion.fast} ease`,
  },
  variants: {
    // A bar in the margin marks the field in error beyond its colour (WCAG 1.4.1).
    invalid: {
      true: {
        borderInlineStart: `${vars.borderWidth.accent} solid ${vars.color.danger}`,
        paddingInlineStart: vars.space.medium,
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

export const label = style({
  display: 'block',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const requiredMark = style({
  marginInlineStart: vars.space.xsmall,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.danger,
});

// Sits on the first line of the message, however many lines it wraps to.
export const errorIcon = style({ marginBlockStart: vars.space.xxsmall });

export const control = style({ marginTop: vars.space.xsmall });

/** The text box shared by TextField, PasswordField and NumberField. */
export const input = style({
  width: '100%',
  minHeight: vars.size.control,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: `calc(${vars.space.small} + ${vars.space.xsmall})`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  // 16 px at least, or iOS zooms into the field on focus.
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offsetTight,
      borderColor: vars.color.text,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.danger}`,
    },
    '&:disabled': {
      background: vars.color.disabled,
      borderColor: vars.color.border,
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
    },
  },
});
