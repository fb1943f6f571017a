import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQuery } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    height: '100%',
    minWidth: 0,
    padding: vars.space.large,
    borderRadius: vars.radius.xlarge,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.card,
    '@media': { [mediaQuery('tablet')]: { padding: vars.space.xlarge } },
  },
  variants: {
    highlighted: {
      // The recommended plan: a brand outline and a deeper shadow, plus the badge's words.
      true: {
        borderColor: vars.color.brand,
        boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.brand}, ${vars.shadow.raised}`,
      },
      false: {},
    },
    current: {
      // The plan already held: outlined in the success colour, which wins over the recommendation.
      true: {
        borderColor: vars.color.success,
        boxShadow: `0 0 0 ${vars.borderWidth.thin} ${vars.color.success}, ${vars.shadow.card}`,
      },
      false: {},
    },
  },
  defaultVariants: { highlighted: false, current: false },
});

export type PricingCardVariants = NonNullable<RecipeVariants<typeof card>>;

export const ribbon = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  margin: 0,
  color: vars.color.text,
});

export const currency = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const amount = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({ fontSize: vars.fontSize.body, color: vars.color.textMuted });

export const pricing = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const features = style({
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

// The call to action sits at the bottom, so the buttons of cards side by side line up.
export const action = style({ display: 'flex', flexDirection: 'column', marginTop: 'auto' });

globalStyle(`${action} > *`, { width: '100%' });
