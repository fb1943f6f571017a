import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The phrase field takes the row; the add button keeps its width beside it, or wraps below. */
export const phraseField = style({
  flex: '1 1 18rem',
  minWidth: 0,
});

/**
 * The numbered list of docs/admin.md#blacklist: the browser's own numbers, so screen readers count the items
 * too.
 */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const item = style({
  paddingBlock: vars.space.small,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingInlineStart: vars.space.small,
});

export const phrase = style({
  minWidth: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
