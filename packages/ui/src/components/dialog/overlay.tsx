import { useEffect } from 'react';
import * as styles from './dialog.css.js';

/** How many dialogs hold the page still: the lock ends with the last of them. */
let locks = 0;

/**
 * The backdrop of a modal dialog, which also keeps the page behind from scrolling. Radix's own
 * overlay does that with react-remove-scroll, which injects a `<style>` element: the site's
 * Content-Security-Policy (`style-src 'self'`) refuses it, and every dialog logged a violation
 * (docs/architecture.md#one-csp). Here the lock is an attribute on <html>, styled by the theme's own sheet.
 */
export function DialogOverlay() {
  useEffect(() => {
    const root = document.documentElement;
    locks += 1;
    root.setAttribute(styles.SCROLL_LOCK_ATTRIBUTE, '');
    return () => {
      locks -= 1;
      if (locks === 0) root.removeAttribute(styles.SCROLL_LOCK_ATTRIBUTE);
    };
  }, []);
  return <div className={styles.overlay} aria-hidden="true" />;
}
