import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
});

export const spinner = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-block',
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    // A faint track with one solid arc: reads as "loading" even when motion is reduced and it
    // stands still.
    borderColor: 'color-mix(in srgb, currentColor 22%, transparent)',
    borderTopColor: 'currentColor',
    animation: `${spin} 800ms linear infinite`,
  },
  variants: {
    size: {
      inherit: { width: '1em', height: '1em', borderWidth: vars.borderWidth.thick },
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall, borderWidth: vars.borderWidth.thick },
      medium: {
        width: vars.size.iconLarge,
        height: vars.size.iconLarge,
        borderWidth: vars.borderWidth.heavy,
      },
      large: {
        width: vars.size.controlLarge,
        height: vars.size.controlLarge,
        borderWidth: vars.borderWidth.accent,
      },
    },
    tone: {
      brand: { color: vars.color.brand },
      current: { color: 'currentColor' },
    },
  },
  defaultVariants: { size: 'medium', tone: 'brand' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const label = style({ fontSize: vars.fontSize.body, color: vars.color.textMuted });
