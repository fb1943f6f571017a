import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './heading.css.js';

export type HeadingLevel = 1 | 2 | 3 | 4;

export type HeadingProps = Omit<ComponentPropsWithRef<'h2'>, 'color'> & {
  /** The document outline level (h1–h4). */
  level: HeadingLevel;
  /**
   * The visual size, when it must differ from the level: a card title is an h3 in the outline
   * but may look like an h2. `display` is the home page's hero size.
   */
  size?: NonNullable<styles.HeadingVariants['size']>;
  tone?: styles.HeadingVariants['tone'];
  align?: styles.HeadingVariants['align'];
};

/** A heading whose level follows the page outline and whose size follows the type scale. */
export function Heading({ level, size, tone, align, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  const visualSize = size ?? (String(level) as NonNullable<styles.HeadingVariants['size']>);
  return <Element className={cx(styles.heading({ size: visualSize, tone, align }), className)} {...rest} />;
}
