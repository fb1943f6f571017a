import { mediaQuery, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** Label and value one under the other on a phone, side by side from tablet on. */
export const details = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  '@media': {
    [mediaQuery('tablet')]: {
      gridTemplateColumns: 'max-content 1fr',
      columnGap: vars.space.xlarge,
      rowGap: vars.space.medium,
      alignItems: 'baseline',
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  // On a phone the next label needs air above it; from tablet on the grid's row gap gives it.
  marginBlockEnd: vars.space.small,
  '@media': { [mediaQuery('tablet')]: { marginBlockEnd: 0 } },
});

/** An address, one line under the other, long words (an e-mail) broken rather than overflowing. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});
