import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.medium,
    '@media': { [mediaQuery('tablet')]: { paddingInline: vars.space.xlarge } },
  },
  variants: {
    width: {
      text: { maxWidth: '760px' },
      page: { maxWidth: '1200px' },
    },
    spacing: {
      none: {},
      page: { paddingBlock: vars.space.xxlarge },
    },
  },
  defaultVariants: { width: 'page', spacing: 'page' },
});
