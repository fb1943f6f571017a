import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, focusRingInverse } from '../../css/focus.css.js';
import { vars } from '../../themes/vars.css.js';

export const link = recipe({
  base: {
    borderRadius: vars.radius.small,
    // Underlined always: colour alone must not tell a link from text (WCAG 1.4.1).
    textDecoration: 'underline',
    textDecorationThickness: vars.borderWidth.thin,
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: vars.borderWidth.thick },
    },
  },
  variants: {
    tone: {
      brand: [
        focusRing,
        { color: vars.color.brand, selectors: { '&:hover': { color: vars.color.brandHover } } },
      ],
      neutral: [focusRing, { color: vars.color.text }],
      inverse: [focusRingInverse, { color: vars.color.onInverse }],
    },
    weight: {
      regular: {},
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    // Standalone links (not inside a sentence) get icon room and a comfortable target.
    standalone: {
      true: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xsmall,
        minHeight: vars.size.controlSmall,
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'brand', weight: 'regular', standalone: false },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
