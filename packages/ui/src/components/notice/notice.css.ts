import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { accentBar, closeButton, messageRow } from '../../css/message.css.js';
import { vars } from '../../themes/vars.css.js';

export const notice = recipe({
  base: [
    messageRow,
    {
      border: `${vars.borderWidth.thin} solid`,
      ...accentBar,
      borderRadius: vars.radius.medium,
      fontSize: vars.fontSize.body,
      lineHeight: vars.lineHeight.snug,
    },
  ],
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

export const dismiss = style([closeButton, { selectors: { '&:hover': { background: vars.color.surface } } }]);
