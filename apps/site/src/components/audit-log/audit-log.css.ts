import { mediaQuery, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The filters: one under the other on a phone, side by side from tablet on, the button last. */
export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  '@media': {
    [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  },
});

export const filterActions = style({ alignSelf: 'end' });

/** A row's browser under its address, and a change's words: wrapped within the cell rather than stretching the table. */
export const detail = style({
  display: 'block',
  minWidth: '12rem',
  maxWidth: '22rem',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});
