import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';
import { list as amountList } from '../../amount-list/amount-list.css.js';

/** The amount list under a rule that sets it apart from the order above. */
export const list = style([
  amountList,
  {
    paddingBlockStart: vars.space.medium,
    borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  },
]);
