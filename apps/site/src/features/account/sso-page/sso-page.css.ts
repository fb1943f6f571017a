import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** A value to give the DNS or the provider: as typed, wrapped anywhere, selectable. */
export const value = style({
  display: 'block',
  padding: vars.space.small,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  maxHeight: '12rem',
  overflowY: 'auto',
});

export const valueLabel = style({ fontWeight: vars.fontWeight.medium });

/** The provider's pasted metadata. */
export const textarea = style({
  width: '100%',
  minHeight: '8rem',
  padding: vars.space.small,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.small,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offsetTight,
    },
  },
});

/** A domain of the list: its name and state, its record, its buttons. */
export const domain = style({
  paddingBlock: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const stepHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
