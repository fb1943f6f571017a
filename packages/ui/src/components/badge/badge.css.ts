import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.js';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thin} solid transparent`,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      brandSoft: {
        background: vars.color.brandSoft,
        color: vars.color.brand,
        borderColor: vars.color.brandBorder,
      },
      highlight: { background: vars.color.highlight, color: vars.color.onHighlight },
      success: {
        background: vars.color.successSoft,
        color: vars.color.success,
        borderColor: vars.color.successBorder,
      },
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { tone: 'brandSoft' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
