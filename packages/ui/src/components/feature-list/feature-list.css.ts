import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.js';

export const list = recipe({
  base: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    size: {
      small: { gap: vars.space.small, fontSize: vars.fontSize.small },
      body: { gap: `calc(${vars.space.small} + ${vars.space.xsmall})`, fontSize: vars.fontSize.body },
    },
  },
  defaultVariants: { size: 'body' },
});

export type FeatureListVariants = NonNullable<RecipeVariants<typeof list>>;

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: `calc(${vars.space.small} + ${vars.space.xsmall})`,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

// A tick in a soft disc, optically centred on the first line of the text.
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.35em',
  height: '1.35em',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const checkIcon = style({ width: '0.85em', height: '0.85em', strokeWidth: 3 });
