import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// Questions separated by hairlines, like a printed FAQ, so each answer stays with its question.
export const question = style({
  paddingBlock: vars.space.large,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}` },
  },
});
