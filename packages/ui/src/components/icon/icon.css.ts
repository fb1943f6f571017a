import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.js';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      medium: { width: vars.size.icon, height: vars.size.icon },
      large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
      // Follows the surrounding text, for icons inside a line of text.
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
