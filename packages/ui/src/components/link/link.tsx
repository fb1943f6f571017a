import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './link.css.js';

export type LinkProps = ComponentPropsWithRef<'a'> &
  styles.LinkVariants & {
    /** Style the child element instead (a router link), keeping its behaviour. */
    asChild?: boolean;
  };

/** A text link: in a sentence, standalone ("Forgot password?") or on the dark footer. */
export function Link({ asChild = false, tone, weight, standalone, className, ...rest }: LinkProps) {
  const Element = asChild ? Slot : 'a';
  return <Element className={cx(styles.link({ tone, weight, standalone }), className)} {...rest} />;
}
