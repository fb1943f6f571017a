import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** One member's roles: a group without the browser's frame, named by its legend. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontWeight: vars.fontWeight.medium,
});

/** A native checkbox with its label, as the security settings' choices. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  accentColor: vars.color.brand,
  flexShrink: 0,
});

/** The sentences of what the roles permit, as a list with its bullets. */
export const actions = style({ margin: 0, paddingInlineStart: vars.space.large });
