import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// The order went through: a soft green disc, as large as a control, above the title.
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
});
