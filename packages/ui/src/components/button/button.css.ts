import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focus.css.js';
import { vars } from '../../themes/vars.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.medium,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.snug,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    // Disabled (but not busy) buttons turn neutral grey: faded brand colours read as "pressable".
    '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]': {
      background: vars.color.disabled,
      borderColor: vars.color.disabled,
      color: vars.color.onDisabled,
      boxShadow: 'none',
      cursor: 'not-allowed',
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const button = recipe({
  base: [base, focusRing],
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.small,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandHover },
          '&:active:not(:disabled)': { background: vars.color.brandActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandSoft },
          '&:active:not(:disabled)': { background: vars.color.brandSoftHover },
        },
      },
      highlight: {
        background: vars.color.highlight,
        color: vars.color.onHighlight,
        borderColor: vars.color.highlightBorder,
        boxShadow: vars.shadow.small,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.highlightHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.small,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
      // Quiet actions next to a main one: "Back to sign-in", "Forgot password?".
      ghost: {
        background: 'transparent',
        color: vars.color.brand,
        textDecoration: 'underline',
        textDecorationThickness: vars.borderWidth.thin,
        textUnderlineOffset: '0.2em',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minHeight: vars.size.control,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.body,
      },
      large: {
        minHeight: vars.size.controlLarge,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
