import type { ReactNode } from 'react';
import { SkipLink } from '../skip-link/skip-link.js';
import * as styles from './page-shell.css.js';

export interface PageShellProps {
  /** "Skip to content": the first stop of the keyboard on every page (WCAG 2.4.1). */
  skipLinkLabel: string;
  /** A TopBar. */
  topBar: ReactNode;
  /** A Footer. */
  footer: ReactNode;
  children: ReactNode;
  /** The id the skip link jumps to. */
  mainId?: string;
}

/** The frame of every page: skip link, top bar, the main landmark and the footer. */
export function PageShell({ skipLinkLabel, topBar, footer, children, mainId = 'main' }: PageShellProps) {
  return (
    <div className={styles.root}>
      <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
      {topBar}
      {/* Focusable by script so the skip link moves focus, not only the scroll position. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
