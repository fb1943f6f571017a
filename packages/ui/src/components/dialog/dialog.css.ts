import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focus.css.js';
import { mediaQuery, mediaQueryBelow } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** Set on <html> while a modal dialog is open (overlay.tsx). */
export const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';

globalStyle(`html[${SCROLL_LOCK_ATTRIBUTE}]`, { overflow: 'hidden' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // Above a page that Radix makes unclickable (body { pointer-events: none }), so a click on the
  // backdrop reaches the dialog's outside-click handling.
  pointerEvents: 'auto',
  zIndex: vars.zIndex.overlay,
  background: vars.color.backdrop,
  animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.overlay,
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100vw - ${vars.space.xlarge})`,
    maxHeight: `calc(100dvh - ${vars.space.xlarge})`,
    borderRadius: vars.radius.xlarge,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.dialog,
    animation: `${riseIn} ${vars.motion.base} ${vars.motion.easing}`,
    selectors: { '&:focus-visible': { outline: 'none' } },
  },
  variants: {
    size: {
      small: { maxWidth: vars.size.dialogSmall },
      medium: { maxWidth: vars.size.dialogMedium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;

const gutter = { mobile: vars.space.large, tablet: vars.space.xlarge };

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  // Keeps a long title clear of the × button drawn in the corner.
  paddingInlineStart: gutter.mobile,
  paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.medium})`,
  paddingTop: gutter.mobile,
  '@media': {
    [mediaQuery('tablet')]: {
      paddingInlineStart: gutter.tablet,
      paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.large})`,
      paddingTop: gutter.tablet,
    },
  },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.snug,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const description = style({ margin: 0, fontSize: vars.fontSize.body, color: vars.color.textMuted });

export const close = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'absolute',
    top: vars.space.medium,
    insetInlineEnd: vars.space.medium,
    width: vars.size.control,
    height: vars.size.control,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
  },
]);

export const body = style({
  overflowY: 'auto',
  paddingInline: gutter.mobile,
  paddingTop: vars.space.large,
  paddingBottom: gutter.mobile,
  '@media': { [mediaQuery('tablet')]: { paddingInline: gutter.tablet, paddingBottom: gutter.tablet } },
});

/**
 * The dialog's buttons: on a phone a full-width column with the main action on top; from tablet
 * a row aligned to the end with the main action last, where the eye finishes reading.
 */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  marginTop: vars.space.large,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery('tablet')]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end' },
  },
});

// Full width on a phone; from tablet each label stays on one line, the row wraps if it must.
globalStyle(`${actions} > *`, {
  '@media': {
    [mediaQueryBelow('tablet')]: { width: '100%' },
    [mediaQuery('tablet')]: { whiteSpace: 'nowrap' },
  },
});
