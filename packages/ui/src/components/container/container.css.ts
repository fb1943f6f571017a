import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
  },
  variants: {
    width: {
      // Sign-in, sign-up and the password screens: one calm column.
      form: { maxWidth: vars.size.formMax },
      text: { maxWidth: vars.size.textMax },
      page: { maxWidth: vars.size.pageMax },
    },
    spacing: {
      none: {},
      page: {
        paddingBlock: vars.space.xlarge,
        '@media': { [mediaQuery('tablet')]: { paddingBlock: vars.space.xxlarge } },
      },
    },
  },
  defaultVariants: { width: 'page', spacing: 'page' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
