import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactElement, type ReactNode, type RefObject, useRef } from 'react';
import { Button } from '../button/button.js';
import * as dialogStyles from '../dialog/dialog.css.js';
import { DialogOverlay } from '../dialog/overlay.js';
import { useReturnFocus } from '../dialog/return-focus.js';
import { IconAlertTriangle, IconInfo } from '../icon/icon.js';
import * as styles from './confirm-dialog.css.js';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Where focus returns on close when the dialog has no trigger (opened by a state, after a
   * form's submit, so the focus may not have been on the button it belongs to): without one, it
   * returns to what had it when `open` turned true.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The question ("Cancel your subscription?"). */
  title: ReactNode;
  /** What happens if confirmed ("Are you sure you want to cancel your subscription?"). */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
  /** `danger` for irreversible or costly actions: red confirm button and a warning icon. */
  tone?: 'default' | 'danger';
}

/**
 * A yes/no question before an action (docs/subscriptions-and-money.md#cancel: cancelling a subscription). A
 * Radix alert dialog: it cannot be dismissed by clicking outside, focus starts on Cancel, the safe choice,
 * and returns to the trigger when it closes.
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocusTo,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
}: ConfirmDialogProps) {
  const Icon = tone === 'danger' ? IconAlertTriangle : IconInfo;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onCloseAutoFocus = useReturnFocus({ open, trigger: triggerRef, returnFocusTo });
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? (
        <AlertDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </AlertDialog.Trigger>
      ) : null}
      <AlertDialog.Portal>
        <DialogOverlay />
        <AlertDialog.Content
          className={dialogStyles.content({ size: 'medium' })}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={styles.body}>
            <div className={styles.heading}>
              <span className={tone === 'danger' ? styles.icon : styles.iconDefault}>
                <Icon />
              </span>
              <div className={dialogStyles.titles}>
                <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
                <AlertDialog.Description className={dialogStyles.description}>
                  {description}
                </AlertDialog.Description>
              </div>
            </div>
            <div className={dialogStyles.actions}>
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" onClick={onCancel}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              </AlertDialog.Action>
            </div>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
