import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** A native checkbox with its label, the box aligned with the first line of words. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
});

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.125rem',
  accentColor: vars.color.brand,
  flexShrink: 0,
});
