import { type ComponentPropsWithRef, createElement } from 'react';
import { type Responsive, type Space, sprinkles } from '../../css/sprinkles.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './inline.css.js';

type InlineElement = 'div' | 'ul' | 'ol' | 'nav' | 'footer' | 'span';

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignY = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

export type InlineProps = ComponentPropsWithRef<'div'> & {
  /** Space between children, once or per breakpoint. */
  gap: Responsive<Space>;
  align?: keyof typeof justify;
  alignY?: keyof typeof alignY;
  /** Lay the children out as a full-width column below this breakpoint (buttons on a phone). */
  collapseBelow?: 'tablet' | 'desktop';
  /** Wrap onto several lines when the row is too narrow; on by default. */
  wrap?: boolean;
  as?: InlineElement;
};

/** Children side by side, wrapping when needed: button rows, badges, links. */
export function Inline({
  gap,
  align = 'start',
  alignY: vertical = 'center',
  collapseBelow,
  wrap = true,
  as: Element = 'div',
  className,
  ...rest
}: InlineProps) {
  const cross = alignY[vertical];
  // Mobile first: collapsed, the children form a full-width column until the breakpoint.
  const classes = sprinkles({
    display: 'flex',
    flexWrap: wrap ? 'wrap' : 'nowrap',
    gap,
    justifyContent: justify[align],
    ...(collapseBelow === 'tablet'
      ? {
          flexDirection: { mobile: 'column', tablet: 'row' },
          alignItems: { mobile: 'stretch', tablet: cross },
        }
      : collapseBelow === 'desktop'
        ? {
            flexDirection: { mobile: 'column', desktop: 'row' },
            alignItems: { mobile: 'stretch', desktop: cross },
          }
        : { flexDirection: 'row', alignItems: cross }),
  });
  return createElement(Element, { className: cx(styles.inline, classes, className), ...rest });
}
