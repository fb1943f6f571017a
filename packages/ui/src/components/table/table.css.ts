import { type CSSProperties, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueryBelow } from '../../themes/tokens.js';
import { vars } from '../../themes/vars.css.js';
import { visuallyHiddenRules } from '../visually-hidden/visually-hidden.css.js';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
});

/**
 * On a narrow screen the table keeps its columns and scrolls sideways inside this region, which
 * is focusable so keyboard users can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export const scroller = style({
  overflowX: 'auto',
  // The containing block of what is positioned inside (a visually hidden "(opens in a new tab)"):
  // otherwise it sits at the table's far edge relative to the page and widens a phone's page.
  position: 'relative',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const cell = recipe({
  base: {
    paddingBlock: `calc(${vars.space.small} + ${vars.space.xsmall})`,
    paddingInline: vars.space.medium,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    verticalAlign: 'middle',
    // Columns keep their width; the region scrolls instead of squeezing e-mails onto 3 lines.
    whiteSpace: 'nowrap',
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' }, center: { textAlign: 'center' } },
    header: {
      true: {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        fontWeight: vars.fontWeight.semibold,
        fontSize: vars.fontSize.xsmall,
        letterSpacing: vars.letterSpacing.wide,
        textTransform: 'uppercase',
      },
      false: { color: vars.color.text },
    },
    rowHeader: { true: { fontWeight: vars.fontWeight.semibold }, false: {} },
  },
  defaultVariants: { align: 'start', header: false, rowHeader: false },
});

export const row = style({});

// The box's own border closes the table; the last row's divider would double it.
globalStyle(`${row}:last-child > *`, { borderBottom: 'none' });
globalStyle(`${row}:hover > *`, { background: vars.color.surfaceMuted });

export const empty = style({
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  whiteSpace: 'normal',
});

export const emptyIcon = style({
  marginInline: 'auto',
  marginBottom: vars.space.small,
  color: vars.color.borderStrong,
});

/**
 * A table given `stackOnPhone` (or `stackBelow`): below its breakpoint each row is a card, its cells
 * lines of label and value, so a table of many columns is read without scrolling sideways.
 */
export const stacked = { tablet: style({}), desktop: style({}) };

/** Shown before each value on a card only: a table has the column headers. */
export const stackedLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xsmall,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  // Broken between words only: the label column is as wide as its longest word needs.
  overflowWrap: 'normal',
});

export const stackedValue = style({ minWidth: 0 });

for (const breakpoint of ['tablet', 'desktop'] as const) {
  const below = mediaQueryBelow(breakpoint);
  const onCards = (selector: string, rules: CSSProperties) =>
    globalStyle(`${stacked[breakpoint]} ${selector}`, { '@media': { [below]: rules } });

  onCards(`${stackedLabel}`, { display: 'block' });
  // The cards carry the frame; the box around the whole table would draw a second one.
  onCards(`${scroller}`, { border: 'none', background: 'transparent', overflowX: 'visible' });
  onCards('table, tbody', { display: 'block' });
  onCards('tbody', { display: 'flex', flexDirection: 'column', gap: vars.space.small });
  // The column headers stay for screen readers; each card says its labels.
  onCards('thead', visuallyHiddenRules);
  // One label column for the whole card, at least as wide as its longest word ("Zahlungserinnerung"),
  // shared by every line through a subgrid so the values line up.
  onCards('tbody > tr', {
    display: 'grid',
    gridTemplateColumns: 'minmax(min-content, 2fr) minmax(0, 3fr)',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surface,
  });
  onCards('tbody > tr > *', {
    gridColumn: '1 / -1',
    display: 'grid',
    gridTemplateColumns: 'subgrid',
    alignItems: 'baseline',
    gap: vars.space.small,
    padding: 0,
    border: 'none',
    textAlign: 'start',
    // A card is narrow: long e-mail addresses break rather than widen the page.
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  });
  // The row's header is the card's title, above a divider, wherever its column is.
  onCards('tbody > tr > th', {
    order: -1,
    display: 'block',
    paddingBottom: vars.space.small,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    fontSize: vars.fontSize.body,
  });
  onCards(`${row}:hover > *`, { background: 'transparent' });
  onCards(`tbody > tr > ${empty}`, { display: 'block', textAlign: 'center' });
}
