import { type ComponentPropsWithRef, createElement } from 'react';
import { sprinkles } from '../../css/sprinkles.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './container.css.js';

export type ContainerProps = ComponentPropsWithRef<'div'> &
  styles.ContainerVariants & {
    as?: 'div' | 'section' | 'article' | 'header';
  };

/** Centres page content at a readable width with the page's side padding (wider from tablet). */
export function Container({ width, spacing, as: Element = 'div', className, ...rest }: ContainerProps) {
  return createElement(Element, {
    className: cx(
      styles.container({ width, spacing }),
      sprinkles({ paddingX: { mobile: 'medium', tablet: 'xlarge' } }),
      className,
    ),
    ...rest,
  });
}
