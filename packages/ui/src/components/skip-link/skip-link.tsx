import * as styles from './skip-link.css.js';

export interface SkipLinkProps {
  /** The id of the main content. */
  targetId: string;
  /** "Skip to content". */
  children: string;
}

/** The first link of every page: jumps over the top bar to the main content. */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {children}
    </a>
  );
}
