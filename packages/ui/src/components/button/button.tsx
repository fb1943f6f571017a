import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { Spinner } from '../spinner/spinner.js';
import * as styles from './button.css.js';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  styles.ButtonVariants & {
    /** Render the child element (a router link, an anchor) with the button's look and behaviour. */
    asChild?: boolean;
    /** While true the button is disabled, marked busy and shows a spinner next to its label. */
    loading?: boolean;
    children: ReactNode;
  };

/**
 * The one button of the product: primary, secondary, the highlighted free-trial link, danger and
 * a quiet ghost action. The label stays while loading, so the button keeps its width and name.
 */
export function Button({
  asChild = false,
  loading = false,
  variant,
  size,
  fullWidth,
  className,
  disabled,
  type,
  children,
  ...rest
}: ButtonProps) {
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      // A plain <button> inside a form would submit it; callers opt in to submit explicitly.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="inherit" tone="current" /> : null}
      {children}
    </button>
  );
}
