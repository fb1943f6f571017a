import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';
import { body as dialogBody } from '../dialog/dialog.css.js';

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const iconDefault = style([icon, { background: vars.color.brandSoft, color: vars.color.brand }]);

export const heading = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

// No header row here: the body starts at the dialog's edge padding.
export const body = style([
  dialogBody,
  { paddingTop: vars.space.large, '@media': { [mediaQuery('tablet')]: { paddingTop: vars.space.xlarge } } },
]);
