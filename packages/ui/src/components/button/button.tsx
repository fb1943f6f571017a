import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './button.css.js';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  styles.ButtonVariants & {
    /** Render the child element (a router link, an anchor) with the button's look and behaviour. */
    asChild?: boolean;
    /** While true the button is disabled and shows a spinner next to its label. */
    loading?: boolean;
    children: ReactNode;
  };

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
  const classes = [styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
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
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
