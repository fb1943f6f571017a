import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css.js';

/** Label left, amount right, one line each, like the lines of an invoice. */
export const list = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    // No column gap: the total's rule runs unbroken under both columns; terms keep their own space.
    columnGap: 0,
    rowGap: vars.space.small,
    alignItems: 'baseline',
    margin: 0,
  },
  variants: {
    /** Under a rule that sets the list apart from what is above it (an order's summary). */
    ruled: {
      true: {
        paddingBlockStart: vars.space.medium,
        borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      },
      false: {},
    },
  },
  defaultVariants: { ruled: false },
});

// Each term and its value in a div (allowed in a dl), laid out on the list's grid.
export const row = style({ display: 'contents' });

export const term = style({
  paddingInlineEnd: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const value = style({
  margin: 0,
  textAlign: 'end',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The total (projected, or due today) closes the list, set apart like an invoice's total: its row
 * with the rule drawn once across both columns (a subgrid of the list). A rule on each cell, with
 * term and value on one baseline but in different sizes, broke by a pixel or two where they met
 * (docs/subscriptions-and-money.md#payment-page).
 */
export const totalRow = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'baseline',
  paddingBlockStart: vars.space.small,
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const totalTerm = style({
  paddingInlineEnd: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
});

export const totalValue = style([
  value,
  { fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.bold },
]);
