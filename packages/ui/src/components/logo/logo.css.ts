import { createVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, focusRingInverse } from '../../css/focus.css.js';
import { vars } from '../../themes/vars.css.js';

const markSize = createVar();

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.controlSmall,
    borderRadius: vars.radius.medium,
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: vars.letterSpacing.snug,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      default: [focusRing, { color: vars.color.text }],
      inverse: [focusRingInverse, { color: vars.color.onInverse }],
    },
    size: {
      medium: { vars: { [markSize]: `calc(${vars.size.iconLarge} + ${vars.space.small})` } },
      small: { fontSize: vars.fontSize.body, vars: { [markSize]: vars.size.iconLarge } },
    },
  },
  defaultVariants: { tone: 'default', size: 'medium' },
});

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>;

export const mark = style({ flexShrink: 0, width: markSize, height: markSize });

export const square = style({ fill: vars.color.brand });
export const microphone = style({ fill: vars.color.onBrand });
