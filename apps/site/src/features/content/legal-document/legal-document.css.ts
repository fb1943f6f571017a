import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// A hairline between sections, so a long policy is easy to scan.
export const section = style({
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
