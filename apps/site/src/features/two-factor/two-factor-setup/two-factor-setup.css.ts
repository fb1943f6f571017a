import { mediaQuery, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The QR code beside its instructions from tablet on, above them on a phone. */
export const scan = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

/** Large enough for a phone camera at arm's length; white around it as scanners need. */
export const qrCode = style({
  width: '12rem',
  height: '12rem',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

/** The secret and the codes: every character legible, never hyphenated or broken mid-group. */
export const secret = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.08em',
});

export const codeForm = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery('tablet')]: { gridTemplateColumns: 'minmax(0, 16rem) auto auto', alignItems: 'end' },
  },
});
