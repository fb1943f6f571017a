import { type ComponentPropsWithRef, createElement } from 'react';
import { type Responsive, type Space, sprinkles } from '../../css/sprinkles.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './tiles.css.js';

type Count = 1 | 2 | 3 | 4;

export type TilesProps = ComponentPropsWithRef<'div'> & {
  /** Columns, once or per breakpoint: `{ mobile: 1, desktop: 3 }` for the pricing cards. */
  columns: Count | { mobile?: Count; tablet?: Count; desktop?: Count };
  gap: Responsive<Space>;
  as?: 'div' | 'ul' | 'ol';
};

/** An even grid of equal columns (pricing cards, steps), collapsing to fewer on small screens. */
export function Tiles({ columns, gap, as: Element = 'div', className, ...rest }: TilesProps) {
  const perBreakpoint = typeof columns === 'number' ? { mobile: columns } : columns;
  return createElement(Element, {
    className: cx(
      styles.tiles,
      styles.mobile[perBreakpoint.mobile ?? 1],
      perBreakpoint.tablet ? styles.tablet[perBreakpoint.tablet] : null,
      perBreakpoint.desktop ? styles.desktop[perBreakpoint.desktop] : null,
      sprinkles({ gap }),
      className,
    ),
    ...rest,
  });
}
