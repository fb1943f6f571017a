import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// The icon of a message screen ("check your inbox"): a soft brand disc, as large as a control.
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
