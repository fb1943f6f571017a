import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './text.css.js';

type TextElement = 'p' | 'span' | 'div' | 'strong' | 'small' | 'dd' | 'dt';

export type TextProps = Omit<ComponentPropsWithRef<'p'>, 'color'> &
  styles.TextVariants & {
    /** The element to render; a paragraph by default. */
    as?: TextElement;
  };

/** Body copy in the type scale: sizes, tones and weights from the theme only. */
export function Text({
  as: Element = 'p',
  size,
  tone,
  weight,
  align,
  numeric,
  className,
  ...rest
}: TextProps) {
  return <Element className={cx(styles.text({ size, tone, weight, align, numeric }), className)} {...rest} />;
}
