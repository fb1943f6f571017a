import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import { IconAlertCircle, IconCheckCircle, IconClock, IconInfo } from '../icon/icon.js';
import * as styles from './status-badge.css.js';

export type BadgeStatus = 'active' | 'pending' | 'error' | 'neutral';

export type StatusBadgeProps = ComponentPropsWithRef<'span'> & {
  /**
   * active (green), pending (amber), error (red) or neutral. docs/licences.md#licence-statuses: a licence in
   * any status other than active or pending shows the pending label in the error colour, so the caller
   * passes `status="error"` with the pending label.
   */
  status: BadgeStatus;
  /** The translated label; the words carry the meaning, the colour and icon repeat it. */
  children: string;
};

const icons = {
  active: IconCheckCircle,
  pending: IconClock,
  error: IconAlertCircle,
  neutral: IconInfo,
} as const;

/** A licence, user or invoice status: icon plus word, in the status colour. */
export function StatusBadge({ status, className, children, ...rest }: StatusBadgeProps) {
  const Icon = icons[status];
  return (
    // data-status: a test finds every badge on a screen, to see that none is cut off.
    <span className={cx(styles.statusBadge({ status }), className)} data-status={status} {...rest}>
      <Icon size="small" />
      {children}
    </span>
  );
}
