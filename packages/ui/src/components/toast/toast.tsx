import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { toneIcon } from '../../css/message.css.js';
import { IconAlertCircle, IconCheckCircle, IconClose, IconInfo } from '../icon/icon.js';
import * as styles from './toast.css.js';

export interface ToastProviderProps {
  children: ReactNode;
  /**
   * Names the toast region for screen readers; `{hotkey}` is replaced by the shortcut that
   * jumps to it (F8): "Notifications ({hotkey})".
   */
  label: string;
  /** How long a toast stays, in ms; 5 s by default, long enough to read two lines. */
  duration?: number;
}

/** Mount once around the app: it owns the corner where toasts appear. */
export function ToastProvider({ children, label, duration = 5000 }: ToastProviderProps) {
  return (
    <RadixToast.Provider label={label} duration={duration} swipeDirection="right">
      {children}
      <RadixToast.Viewport className={styles.viewport} label={label} />
    </RadixToast.Provider>
  );
}

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone: ToastTone;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the × button ("Dismiss"). */
  closeLabel: string;
  /** Overrides the provider's duration; `Infinity` keeps it until dismissed. */
  duration?: number;
}

const icons = { info: IconInfo, success: IconCheckCircle, error: IconAlertCircle };

/**
 * A short-lived confirmation ("An invitation has been sent", "The licence has been removed").
 * Radix announces it in a live region: errors assertively, the rest politely; it pauses while
 * hovered or focused, and F8 moves focus to it.
 */
export function Toast({ open, onOpenChange, tone, title, description, closeLabel, duration }: ToastProps) {
  const Icon = icons[tone];
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      type={tone === 'error' ? 'foreground' : 'background'}
      className={styles.toast({ tone })}
    >
      <Icon className={toneIcon({ tone })} />
      <div className={styles.content}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? (
          <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <IconClose size="small" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
