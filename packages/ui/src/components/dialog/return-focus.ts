import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Nobody has the focus: the page's body has it, as when the element that had it was removed. */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives the focus to `target` if it is nowhere. A target the page still keeps disabled (Continue
 * on /payment while a change's figures are read again) takes it once enabled, unless the focus
 * has gone somewhere meanwhile.
 */
function focusIfLost(target: HTMLElement) {
  const settled = () => {
    if (target.isConnected && focusLost()) target.focus();
    return !target.isConnected || !focusLost();
  };
  if (settled()) return;
  const observer = new MutationObserver(() => {
    if (settled()) stop();
  });
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', stop, true);
  }
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
  document.addEventListener('focusin', stop, true);
}

export interface ReturnFocusOptions {
  /** The dialog's `open` prop: undefined when only its trigger opens it. */
  open: boolean | undefined;
  /** The dialog's trigger, if it has one. */
  trigger: RefObject<HTMLElement | null>;
  /** Where the focus goes instead (see DialogProps.returnFocusTo). */
  returnFocusTo: RefObject<HTMLElement | null> | undefined;
}

/**
 * The dialog's content's `onCloseAutoFocus`: on close, the focus goes back to what opened the
 * dialog (docs/routes-and-screens.md#focus-after-dialog), but only if closing left it nowhere,
 * so that what closed the dialog may put it somewhere on purpose (an error notice that takes it,
 * so that it is read out; the next dialog).
 *
 * Radix alone returns it to the trigger, or to what had the focus when the content mounted. A
 * dialog opened through `open` by a state has no trigger, and its opener is often disabled by
 * the same render (Continue on /payment): the browser then moves the focus off it to the body at
 * its next rendering update, which may come before the content mounts.
 */
export function useReturnFocus({ open, trigger, returnFocusTo }: ReturnFocusOptions) {
  const opener = useRef<HTMLElement | null>(null);
  // In the commit that opens the dialog, before the browser can have moved the focus off a
  // control that this commit disabled.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const target = returnFocusTo?.current ?? trigger.current ?? opener.current;
    opener.current = null;
    if (target) focusIfLost(target);
  };
}
