import { type ComponentPropsWithRef, createElement } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './card.css.js';

export type CardProps = ComponentPropsWithRef<'div'> &
  styles.CardVariants & {
    /** `section` or `article` when the card has its own heading; `li` inside a list. */
    as?: 'div' | 'section' | 'article' | 'li';
  };

/** A surface that groups one subject: account details, licence management, a form. */
export function Card({ padding, tone, elevation, as: Element = 'div', className, ...rest }: CardProps) {
  return createElement(Element, {
    className: cx(styles.card({ padding, tone, elevation }), className),
    ...rest,
  });
}
