import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The QR code above its instructions: the set-up also lives in the narrow sign-in card. */
export const scan = style({
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'start',
});

/** Large enough for a phone camera at arm's length; white around it as scanners need. */
export const qrCode = style({
  width: '12rem',
  height: '12rem',
  // Dark modules on white, the contrast a phone camera reads best.
  color: vars.color.text,
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
  overflowWrap: 'anywhere',
});

// The numbers inside each item, so "10." never reaches into the column before it.
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  gap: `${vars.space.xsmall} ${vars.space.xlarge}`,
  margin: 0,
  padding: 0,
  listStylePosition: 'inside',
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.08em',
});

export const codeForm = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '22rem',
});
