import { mediaQuery, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The four figures (docs/licences.md#seat-counts), each a small tile: two by two, in a row from tablet on. */
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const countLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

/** Under the total: the number scheduled for the period's end. */
export const countNote = style({
  order: -1,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const countValue = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/** E-mail field and send button on one line from tablet on, the button level with the input. */
export const inviteForm = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery('tablet')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' },
  },
});

/** The heading takes focus after a removal, since the button that had it is gone. */
export const heading = style({
  selectors: { '&:focus': { outline: 'none' } },
});
