import type { ComponentPropsWithRef, ReactNode } from 'react';
import { toneIcon } from '../../css/message.css.js';
import { cx } from '../../utils/cx.js';
import { IconAlertCircle, IconAlertTriangle, IconCheckCircle, IconClose, IconInfo } from '../icon/icon.js';
import * as styles from './notice.css.js';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export type NoticeProps = Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> & {
  tone: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A link or button under the message ("Back to sign-in"). */
  action?: ReactNode;
  /** Shows a × button; pass with `dismissLabel`. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /**
   * How it is announced. By default errors interrupt (role=alert) and the rest wait their turn
   * (role=status); `none` for a notice that is part of the page from the start.
   */
  announce?: 'auto' | 'none';
};

const icons = {
  info: IconInfo,
  success: IconCheckCircle,
  warning: IconAlertTriangle,
  error: IconAlertCircle,
};

/**
 * A persistent message in the page (docs/languages.md#alerts: "No invoices available.", "Your subscription
 * has been successfully canceled.", the payment errors). Transient confirmations use Toast.
 */
export function Notice({
  tone,
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  announce = 'auto',
  className,
  ...rest
}: NoticeProps) {
  const Icon = icons[tone];
  const role = announce === 'none' ? undefined : tone === 'error' ? 'alert' : 'status';
  return (
    <div role={role} className={cx(styles.notice({ tone }), className)} {...rest}>
      <Icon className={toneIcon({ tone })} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss && dismissLabel ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <IconClose size="small" />
        </button>
      ) : null}
    </div>
  );
}
