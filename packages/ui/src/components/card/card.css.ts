import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const card = recipe({
  base: {
    position: 'relative',
    minWidth: 0,
    margin: 0,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    padding: {
      none: {},
      medium: {
        padding: vars.space.medium,
        '@media': { [mediaQuery('tablet')]: { padding: vars.space.large } },
      },
      large: {
        padding: vars.space.large,
        '@media': { [mediaQuery('tablet')]: { padding: vars.space.xlarge } },
      },
    },
    tone: {
      default: {},
      muted: { background: vars.color.surfaceMuted },
      brand: { background: vars.color.brandSoft, borderColor: vars.color.brandBorder },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.card },
    },
  },
  defaultVariants: { padding: 'large', tone: 'default', elevation: 'raised' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
