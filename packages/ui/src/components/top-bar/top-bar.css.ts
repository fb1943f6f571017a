import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css.js';
import { mediaQuery, mediaQueryBelow } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

const compact = mediaQuery('topBarCompact');
const wide = mediaQuery('topBarWide');
const menuOnly = mediaQueryBelow('topBarCompact');

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: `calc(${vars.size.pageMax} + ${vars.space.xxxlarge} * 3)`,
  minHeight: vars.size.topBar,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  '@media': {
    [compact]: { paddingInline: vars.space.large, gap: vars.space.medium },
    [wide]: { paddingInline: vars.space.xlarge, gap: vars.space.large },
  },
});

export const brand = style({ display: 'flex', alignItems: 'center', flexShrink: 0, marginInlineEnd: 'auto' });

/** Below 1250 px the links fold into the menu; from 1250 px they sit in the bar. */
const inBarOnly = style({
  display: 'none',
  alignItems: 'center',
  '@media': { [compact]: { display: 'flex' } },
});

export const navigation = style([
  inBarOnly,
  {
    flex: 1,
    justifyContent: 'center',
    gap: vars.space.xxsmall,
    '@media': { [wide]: { gap: vars.space.xsmall } },
  },
]);

export const actions = style([
  inBarOnly,
  {
    gap: vars.space.small,
    '@media': { [wide]: { gap: `calc(${vars.space.small} + ${vars.space.xsmall})` } },
  },
]);

/** In the bar from tablet; on a phone it moves into the menu, where there is room for it. */
export const utility = style({
  display: 'none',
  alignItems: 'center',
  flexShrink: 0,
  '@media': { [mediaQuery('tablet')]: { display: 'flex' } },
});

export const menuUtility = style({
  display: 'flex',
  '@media': { [mediaQuery('tablet')]: { display: 'none' } },
});

export const menuToggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.control,
    paddingInline: vars.space.medium,
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[data-state="open"]': {
        background: vars.color.brandSoft,
        borderColor: vars.color.brand,
        color: vars.color.brand,
      },
    },
    '@media': { [compact]: { display: 'none' } },
  },
]);

export const menuPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingInline: vars.space.medium,
  paddingTop: vars.space.small,
  paddingBottom: vars.space.large,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    // Radix marks the closed panel `hidden`; the display above would otherwise override that
    // attribute and leave the panel's padding and border as an empty band under the bar.
    '&[hidden]': { display: 'none' },
  },
  '@media': { [compact]: { display: 'none' } },
});

export const menuNavigation = style({ display: 'flex', flexDirection: 'column' });

export const menuActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const link = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.control,
    paddingInline: `calc(${vars.space.small} + ${vars.space.xsmall})`,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { color: vars.color.brand, background: vars.color.surfaceMuted },
      '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
      // The current page is marked by a bar under the link, not only by its colour.
      '&[aria-current="page"]::after': {
        content: '""',
        position: 'absolute',
        insetInline: `calc(${vars.space.small} + ${vars.space.xsmall})`,
        bottom: 0,
        height: vars.borderWidth.heavy,
        borderRadius: vars.radius.full,
        background: vars.color.brand,
      },
    },
    '@media': { [wide]: { fontSize: vars.fontSize.body } },
  },
]);

// In the phone menu the links become full-width rows with a divider between them.
globalStyle(`${menuNavigation} ${link}`, {
  '@media': {
    [menuOnly]: {
      display: 'flex',
      minHeight: vars.size.controlLarge,
      paddingInline: vars.space.small,
      fontSize: vars.fontSize.large,
      borderRadius: 0,
      borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${menuNavigation} ${link}[aria-current="page"]::after`, {
  '@media': {
    [menuOnly]: {
      insetInline: 'auto',
      insetInlineStart: 0,
      top: vars.space.small,
      bottom: vars.space.small,
      width: vars.borderWidth.heavy,
      height: 'auto',
    },
  },
});

// Full-width, full-height touch targets in the phone menu, whatever size the caller chose.
globalStyle(`${menuActions} > *`, {
  width: '100%',
  minHeight: vars.size.control,
  fontSize: vars.fontSize.body,
});
