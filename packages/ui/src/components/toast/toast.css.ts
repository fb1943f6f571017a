import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { accentBar, closeButton, messageRow } from '../../css/message.css.js';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const viewport = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  maxWidth: `calc(${vars.size.dialogSmall} + ${vars.space.xlarge})`,
  margin: 0,
  marginInline: 'auto',
  padding: vars.space.medium,
  listStyle: 'none',
  outline: 'none',
  '@media': { [mediaQuery('tablet')]: { insetInlineStart: 'auto', padding: vars.space.large } },
});

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.medium})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const toast = recipe({
  base: [
    messageRow,
    {
      borderRadius: vars.radius.large,
      border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      ...accentBar,
      background: vars.color.surface,
      boxShadow: vars.shadow.dialog,
      animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}`,
      selectors: {
        '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
        '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
      },
    },
  ],
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.info },
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const close = style([
  closeButton,
  { selectors: { '&:hover': { background: vars.color.surfaceMuted } } },
]);
