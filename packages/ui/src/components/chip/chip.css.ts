import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focus.css.js';
import { vars } from '../../themes/vars.css.js';

export const chip = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.small,
      minHeight: vars.size.controlSmall,
      paddingBlock: vars.space.xsmall,
      paddingInline: `calc(${vars.space.small} + ${vars.space.xsmall})`,
      border: `${vars.borderWidth.thin} solid`,
      borderRadius: vars.radius.full,
      fontSize: vars.fontSize.small,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.snug,
      cursor: 'pointer',
      // A long translation wraps inside the chip rather than running off a phone's screen.
      maxWidth: '100%',
      textAlign: 'start',
      transition: `background-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease`,
    },
  ],
  variants: {
    state: {
      idle: {
        background: vars.color.brandSoft,
        color: vars.color.brand,
        borderColor: vars.color.brandBorder,
        selectors: { '&:hover': { background: vars.color.brandSoftHover } },
      },
      copied: {
        background: vars.color.successSoft,
        color: vars.color.success,
        borderColor: vars.color.successBorder,
      },
      failed: {
        background: vars.color.dangerSoft,
        color: vars.color.danger,
        borderColor: vars.color.dangerBorder,
      },
    },
  },
  defaultVariants: { state: 'idle' },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;

// All three labels share one grid cell, so the chip is as wide as the longest and never jumps.
export const labels = style({ display: 'inline-grid', minWidth: 0 });

export const label = style({
  gridArea: '1 / 1',
  selectors: { '&[data-active="false"]': { visibility: 'hidden' } },
});
