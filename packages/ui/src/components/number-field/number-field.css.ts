import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css.js';

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  maxWidth: '100%',
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-within': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offsetTight,
      borderColor: vars.color.text,
    },
    '&[data-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.danger}`,
    },
    '&[data-disabled="true"]': { background: vars.color.disabled, borderColor: vars.color.border },
  },
});

export const input = style({
  width: `calc(${vars.size.control} * 1.75)`,
  minHeight: vars.size.control,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  // The group draws the focus ring around input and steppers together.
  selectors: { '&:focus-visible': { outline: 'none' }, '&:disabled': { color: vars.color.onDisabled } },
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  padding: 0,
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderInlineEnd: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    '&:last-child': { borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}` },
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { color: vars.color.onDisabled, background: vars.color.disabled, cursor: 'not-allowed' },
  },
});
