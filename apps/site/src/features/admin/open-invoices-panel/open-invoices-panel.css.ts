import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The practice or person above the e-mail address, in one cell. */
export const customer = style({ display: 'flex', flexDirection: 'column' });

/** The due date with its "Overdue" badge below, so the column stays narrow on a phone. */
export const due = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

/** Approve above Mark as paid, both as wide, so the column stays narrow. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  width: 'fit-content',
  marginInlineStart: 'auto',
  gap: vars.space.xsmall,
});
