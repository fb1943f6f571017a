import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css.js';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const track = style({
  display: 'grid',
  gridAutoFlow: 'row',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  // Side by side from tablet; stacked on a phone, where long German labels would not fit.
  '@media': { [mediaQuery('tablet')]: { gridAutoFlow: 'column', gridAutoColumns: '1fr' } },
});

export const item = style([
  focusRing,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: vars.size.control,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'center',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
    selectors: {
      '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceMuted },
      // The chosen segment is marked by a raised white card and a brand outline, not colour alone.
      '&[data-state="checked"]': {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        boxShadow: vars.shadow.card,
      },
      '&:disabled': { color: vars.color.onDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid currentColor`,
  selectors: {
    [`${item}[data-state="checked"] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.heavy} ${vars.color.surface}`,
    },
  },
});

export const description = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
