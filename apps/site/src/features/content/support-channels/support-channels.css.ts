import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space.large,
  margin: 0,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xsmall,
});

// The e-mail address has no break opportunity; on a narrow card it may wrap anywhere.
export const value = style({
  overflowWrap: 'anywhere',
});
