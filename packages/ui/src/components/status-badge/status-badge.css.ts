import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.js';

export const statusBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xxsmall,
    paddingInlineStart: vars.space.small,
    paddingInlineEnd: `calc(${vars.space.small} + ${vars.space.xxsmall})`,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thin} solid`,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      active: {
        background: vars.color.successSoft,
        color: vars.color.success,
        borderColor: vars.color.successBorder,
      },
      pending: {
        background: vars.color.warningSoft,
        color: vars.color.warning,
        borderColor: vars.color.warningBorder,
      },
      error: {
        background: vars.color.dangerSoft,
        color: vars.color.danger,
        borderColor: vars.color.dangerBorder,
      },
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { status: 'neutral' },
});

export type StatusBadgeVariants = NonNullable<RecipeVariants<typeof statusBadge>>;
