import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './amount-list.css.js';

export interface AmountListLine {
  /** Keys the line among its siblings; its position when absent. */
  id?: string;
  term: ReactNode;
  value: ReactNode;
}

export interface AmountListProps {
  lines: ReadonlyArray<AmountListLine>;
  /** The total (projected, or due today) that closes the list, set apart like an invoice's total. */
  total?: AmountListLine;
  /** A rule above the list, setting it apart from what is above it (an order's summary). */
  ruled?: boolean;
  className?: string;
}

/**
 * Terms and amounts as the lines of an invoice: a description list, so a screen reader pairs
 * each amount with its term. Words and formatted amounts come in as props.
 */
export function AmountList({ lines, total, ruled = false, className }: AmountListProps) {
  return (
    <dl className={cx(styles.list({ ruled }), className)}>
      {lines.map((line, index) => (
        <div key={line.id ?? index} className={styles.row}>
          <dt className={styles.term}>{line.term}</dt>
          <dd className={styles.value}>{line.value}</dd>
        </div>
      ))}
      {total ? (
        <div className={styles.totalRow}>
          <dt className={styles.totalTerm}>{total.term}</dt>
          <dd className={styles.totalValue}>{total.value}</dd>
        </div>
      ) : null}
    </dl>
  );
}
