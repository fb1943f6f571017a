import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import { IconCheck } from '../icon/icon.js';
import * as styles from './feature-list.css.js';

export type FeatureListProps = Omit<ComponentPropsWithRef<'ul'>, 'children'> &
  styles.FeatureListVariants & {
    /** One line per feature, already translated. */
    items: ReadonlyArray<string>;
  };

/**
 * What a plan or the product includes, each line with a check mark (docs/subscriptions-and-money.md#plans).
 */
export function FeatureList({ items, size, className, ...rest }: FeatureListProps) {
  return (
    <ul className={cx(styles.list({ size }), className)} {...rest}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <span className={styles.check}>
            <IconCheck size="inherit" className={styles.checkIcon} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
