import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focus.css.js';
import { vars } from '../../themes/vars.css.js';

export const list = recipe({
  base: {
    display: 'flex',
    maxWidth: '100%',
    // Many tabs on a phone scroll sideways rather than wrap into a confusing second row.
    overflowX: 'auto',
    scrollbarWidth: 'thin',
  },
  variants: {
    variant: {
      // Page sections (admin: blacklist, stats, users).
      underline: {
        gap: vars.space.xsmall,
        borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      },
      // A compact switch inside a section (the blacklist's languages).
      pills: {
        display: 'inline-flex',
        gap: vars.space.xxsmall,
        padding: vars.space.xxsmall,
        borderRadius: vars.radius.medium,
        background: vars.color.surfaceSunken,
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export type TabsListVariants = NonNullable<RecipeVariants<typeof list>>;

const triggerBase = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    flexShrink: 0,
    margin: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outlineOffset: vars.focus.offsetInset } },
  },
]);

export const trigger = recipe({
  base: triggerBase,
  variants: {
    variant: {
      underline: {
        minHeight: vars.size.control,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.body,
        borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
        // The selected tab is marked by a thick bar, not only by its colour.
        boxShadow: `inset 0 calc(${vars.borderWidth.heavy} * -1) 0 transparent`,
        selectors: {
          '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
          '&[data-state="active"]': {
            color: vars.color.brand,
            boxShadow: `inset 0 calc(${vars.borderWidth.heavy} * -1) 0 ${vars.color.brand}`,
          },
        },
      },
      pills: {
        minHeight: vars.size.controlSmall,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
        borderRadius: vars.radius.small,
        selectors: {
          '&:hover': { color: vars.color.text },
          '&[data-state="active"]': {
            color: vars.color.brand,
            background: vars.color.surface,
            boxShadow: vars.shadow.small,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const content = style([
  focusRing,
  { paddingTop: vars.space.large, selectors: { '&:focus-visible': { outlineOffset: vars.space.xsmall } } },
]);
