import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css.js';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  maxWidth: '1440px',
  marginInline: 'auto',
  minHeight: '64px',
  paddingInline: vars.space.medium,
  '@media': {
    [mediaQuery('topBarCompact')]: { paddingInline: vars.space.large, gap: vars.space.medium },
    [mediaQuery('topBarWide')]: { paddingInline: vars.space.xlarge, gap: vars.space.large },
  },
});

export const brand = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

/** Below 1250 px the links fold into the menu; from 1250 px they sit in the bar. */
export const inline = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.small,
  '@media': {
    [mediaQuery('topBarCompact')]: { display: 'flex', gap: vars.space.small, fontSize: vars.fontSize.small },
    [mediaQuery('topBarWide')]: { gap: vars.space.medium, fontSize: vars.fontSize.body },
  },
});

export const navigation = style([inline, { flex: 1, justifyContent: 'center' }]);

export const menuToggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: '44px',
    paddingInline: vars.space.medium,
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.brand,
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    '@media': { [mediaQuery('topBarCompact')]: { display: 'none' } },
  },
]);

export const menuPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [mediaQuery('topBarCompact')]: { display: 'none' } },
});

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { color: vars.color.brand, textDecoration: 'underline' },
      '&[aria-current="page"]': { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
    },
  },
]);
