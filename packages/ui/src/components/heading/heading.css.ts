import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.tight,
    // Long German compounds must wrap rather than overflow a phone screen.
    overflowWrap: 'break-word',
    hyphens: 'auto',
    textWrap: 'balance',
  },
  variants: {
    size: {
      display: {
        fontSize: vars.fontSize.xxxlarge,
        fontWeight: vars.fontWeight.bold,
        letterSpacing: vars.letterSpacing.tight,
        '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize.display } },
      },
      '1': {
        fontSize: vars.fontSize.xxlarge,
        fontWeight: vars.fontWeight.bold,
        letterSpacing: vars.letterSpacing.tight,
        '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize.xxxlarge } },
      },
      '2': {
        fontSize: vars.fontSize.xlarge,
        fontWeight: vars.fontWeight.semibold,
        letterSpacing: vars.letterSpacing.snug,
        '@media': { [mediaQuery('tablet')]: { fontSize: vars.fontSize.xxlarge } },
      },
      '3': {
        fontSize: vars.fontSize.xlarge,
        fontWeight: vars.fontWeight.semibold,
        letterSpacing: vars.letterSpacing.snug,
        lineHeight: vars.lineHeight.snug,
      },
      '4': {
        fontSize: vars.fontSize.large,
        fontWeight: vars.fontWeight.semibold,
        lineHeight: vars.lineHeight.snug,
      },
    },
    tone: {
      default: { color: vars.color.text },
      brand: { color: vars.color.brand },
      inverse: { color: vars.color.onInverse },
    },
    align: { start: { textAlign: 'start' }, center: { textAlign: 'center' } },
  },
  defaultVariants: { tone: 'default' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
