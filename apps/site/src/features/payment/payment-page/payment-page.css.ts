import { mediaQuery, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The plan on the left and the order beside it from desktop on; one column on smaller screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [mediaQuery('desktop')]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gap: vars.space.xlarge,
    },
  },
});
