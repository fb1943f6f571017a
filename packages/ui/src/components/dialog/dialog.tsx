import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { IconClose } from '../icon/icon.js';
import * as styles from './dialog.css.js';

export type DialogProps = styles.DialogVariants & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Names the dialog. */
  title: ReactNode;
  /** Describes the dialog; read when it opens. */
  description?: ReactNode;
  /** Accessible name of the × button ("Close"). */
  closeLabel: string;
  children: ReactNode;
};

/**
 * A modal dialog (billing details, card payment). Radix traps focus inside, closes on Escape and
 * on the × button, and returns focus to what opened it.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel,
  size,
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ size })}
          // Without a description Radix would warn, and aria-describedby would point nowhere.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
          {/* Last in the DOM, drawn top right: focus starts on the first field, not on ×. */}
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <IconClose />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The row of buttons at the foot of a dialog (inside its form, if it has one). */
export function DialogActions({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.actions, className)} {...rest} />;
}

/** Closes the dialog when the wrapped button is pressed (a "Cancel" button). */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
