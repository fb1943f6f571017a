import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.js';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.snug },
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.body },
      body: { fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.body },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.body },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      brand: { color: vars.color.brand },
      success: { color: vars.color.success },
      danger: { color: vars.color.danger },
      warning: { color: vars.color.warning },
      inverse: { color: vars.color.onInverse },
      inverseMuted: { color: vars.color.onInverseMuted },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    // Prices, counts and dates line up in columns with tabular figures.
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { size: 'body', tone: 'default', weight: 'regular', numeric: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
