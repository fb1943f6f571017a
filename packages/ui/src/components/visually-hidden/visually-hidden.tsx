import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './visually-hidden.css.js';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/**
 * Text for screen readers only ("(opens in a new tab)", a table's caption, a live region). Radix's
 * VisuallyHidden does the same with an inline `style` attribute, which the site's
 * Content-Security-Policy (`style-src 'self'`) blocks in pre-rendered HTML, leaving the text on
 * screen; a class works in HTML and in the browser alike.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  ({ className, ...props }, ref) => (
    <span ref={ref} className={cx(styles.visuallyHidden, className)} {...props} />
  ),
);
VisuallyHidden.displayName = 'VisuallyHidden';
