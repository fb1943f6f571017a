import { style } from '@vanilla-extract/css';
import { focusRingInverse } from '../../css/focus.css.js';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const root = style({
  background: vars.color.surfaceInverse,
  color: vars.color.onInverseMuted,
  fontSize: vars.fontSize.small,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.pageMax,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xlarge,
  '@media': {
    [mediaQuery('tablet')]: { paddingInline: vars.space.xlarge, paddingBlock: vars.space.xxlarge },
  },
});

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [mediaQuery('tablet')]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
    },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: vars.size.dialogSmall,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQuery('tablet')]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.large } },
});

export const link = style([
  focusRingInverse,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.controlSmall,
    borderRadius: vars.radius.small,
    color: vars.color.onInverse,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    },
  },
]);

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.borderInverse}`,
  '@media': {
    [mediaQuery('tablet')]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
  },
});
