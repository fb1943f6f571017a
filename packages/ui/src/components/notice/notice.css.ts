import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focus.css.js';
import { vars } from '../../themes/vars.css.js';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: `calc(${vars.space.small} + ${vars.space.xsmall})`,
    padding: vars.space.medium,
    border: `${vars.borderWidth.thin} solid`,
    // The accent bar repeats the tone for those who cannot tell the colours apart.
    borderInlineStartWidth: vars.borderWidth.accent,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    tone: {
      info: {
        background: vars.color.infoSoft,
        borderColor: vars.color.infoBorder,
        borderInlineStartColor: vars.color.info,
      },
      success: {
        background: vars.color.successSoft,
        borderColor: vars.color.successBorder,
        borderInlineStartColor: vars.color.success,
      },
      warning: {
        background: vars.color.warningSoft,
        borderColor: vars.color.warningBorder,
        borderInlineStartColor: vars.color.warning,
      },
      error: {
        background: vars.color.dangerSoft,
        borderColor: vars.color.dangerBorder,
        borderInlineStartColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;

export const icon = recipe({
  base: { flexShrink: 0, marginTop: vars.space.xxsmall },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.danger },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const body = style({ margin: 0, overflowWrap: 'break-word' });

export const action = style({ marginTop: vars.space.small });

export const dismiss = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSmall,
    height: vars.size.controlSmall,
    margin: `calc(${vars.space.small} * -1)`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text, background: vars.color.surface } },
  },
]);
