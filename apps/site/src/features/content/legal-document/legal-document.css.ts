import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// A hairline between sections, so a long policy is easy to scan.
export const section = style({
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

// The lists of a policy (its processors, what is kept how long): bullets inside the text column.
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
