import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './badge.css.js';

export type BadgeProps = ComponentPropsWithRef<'span'> & styles.BadgeVariants;

/** A short label beside something else: "One month free", "Most popular". */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={cx(styles.badge({ tone }), className)} {...rest} />;
}
