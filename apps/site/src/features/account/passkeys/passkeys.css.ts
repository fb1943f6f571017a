import { mediaQuery, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

/** One passkey: its name and dates, and its two buttons at the end from tablet on. */
export const item = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  '@media': {
    [mediaQuery('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
