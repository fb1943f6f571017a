import { cx } from '../../utils/cx.js';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.js';
import * as styles from './spinner.css.js';

export type SpinnerProps = styles.SpinnerVariants & {
  /** What is being waited for ("Loading your account…"); announced politely to screen readers. */
  label?: string;
  /** Show the label next to the spinner instead of only announcing it. */
  showLabel?: boolean;
  className?: string;
};

/**
 * A busy indicator. With a label it is a polite live region, so the wait is announced; without
 * one it is decoration inside a control that already says it is busy (a loading button).
 */
export function Spinner({ size, tone, label, showLabel = false, className }: SpinnerProps) {
  const ring = <span className={styles.spinner({ size, tone })} aria-hidden="true" />;
  if (!label) return <span className={className}>{ring}</span>;
  return (
    <span role="status" className={cx(styles.root, className)}>
      {ring}
      {showLabel ? <span className={styles.label}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
