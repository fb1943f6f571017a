import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focus.css.js';
import { mediaQueryBelow } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';

const phone = mediaQueryBelow('tablet');

export const list = recipe({
  base: {
    display: 'flex',
    maxWidth: '100%',
    // Pills that do not fit scroll sideways; underline tabs wrap on a phone (below).
    overflowX: 'auto',
    scrollbarWidth: 'thin',
  },
  variants: {
    variant: {
      // Page sections (admin: blacklist, stats, users).
      underline: {
        gap: vars.space.xsmall,
        borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
        // A section scrolled out of the row is not seen at all (the admin's fourth tab,
        // docs/admin.md#open-invoices): on a phone the tabs wrap, each with its own rule below, so
        // every row reads as tabs.
        '@media': { [phone]: { flexWrap: 'wrap', overflowX: 'visible', gap: 0, borderBottom: 'none' } },
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
        '@media': {
          [phone]: {
            flex: '1 1 auto',
            justifyContent: 'center',
            textAlign: 'center',
            // A label longer than the phone is wide breaks rather than widening the page.
            whiteSpace: 'normal',
            borderRadius: 0,
            boxShadow: `inset 0 calc(${vars.borderWidth.thin} * -1) 0 ${vars.color.border}`,
          },
        },
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
