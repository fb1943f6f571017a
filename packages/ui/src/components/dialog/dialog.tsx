import * as RadixDialog from '@radix-ui/react-dialog';
import {
  type ComponentPropsWithRef,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import { cx } from '../../utils/cx.js';
import { IconClose } from '../icon/icon.js';
import * as styles from './dialog.css.js';
import { DialogOverlay } from './overlay.js';
import { useReturnFocus } from './return-focus.js';

export type DialogProps = styles.DialogVariants & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Where the focus returns on close when the dialog has no trigger (opened through `open` by a
   * state). Without it, the focus returns to what had it when `open` turned true: give it when
   * that was not the opener, as when one dialog leads to the next.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Names the dialog. */
  title: ReactNode;
  /** Describes the dialog; read when it opens. */
  description?: ReactNode;
  /** Accessible name of the × button ("Close"). */
  closeLabel: string;
  /**
   * Keeps the page behind out of reach by making it inert, rather than by Radix's focus trap and
   * `pointer-events: none` on the body, so that a layer a third party adds above the dialog while
   * it is open can still be clicked and focused: the card provider's 3-D Secure challenge, which
   * Stripe.js opens from the card dialog (radix-ui/primitives#2122). Tab still cycles within.
   */
  allowLayersAbove?: boolean;
  children: ReactNode;
};

/**
 * While mounted, every other element at the top of the body is inert (out of reach of pointer,
 * keyboard and screen reader), as a modal dialog's page should be; an element added to the body
 * later, such as the card provider's challenge, is not.
 */
function InertOutside({ content }: { content: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const made: HTMLElement[] = [];
    // After the commit's other effects, so Radix's focus guards (added by an enclosing effect) are
    // made inert too rather than left as invisible stops for Tab.
    const timer = setTimeout(() => {
      const node = content.current;
      if (!node) return;
      for (const child of document.body.children) {
        if (!(child instanceof HTMLElement) || child.contains(node) || child.inert) continue;
        child.inert = true;
        made.push(child);
      }
    }, 0);
    return () => {
      clearTimeout(timer);
      for (const child of made) child.inert = false;
    };
  }, [content]);
  return null;
}

/**
 * A modal dialog (billing details, card payment). Radix traps focus inside (or, with
 * `allowLayersAbove`, the page behind is inert) and closes on Escape and on the × button; the
 * focus then returns to what opened it (useReturnFocus).
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  returnFocusTo,
  title,
  description,
  closeLabel,
  allowLayersAbove = false,
  size,
  children,
}: DialogProps) {
  const content = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const onCloseAutoFocus = useReturnFocus({ open, trigger: triggerRef, returnFocusTo });
  return (
    <RadixDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={!allowLayersAbove}
    >
      {trigger ? (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      ) : null}
      <RadixDialog.Portal>
        {allowLayersAbove ? <div className={styles.overlay} /> : <DialogOverlay />}
        <RadixDialog.Content
          ref={content}
          className={styles.content({ size })}
          onCloseAutoFocus={onCloseAutoFocus}
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
          {allowLayersAbove ? <InertOutside content={content} /> : null}
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
