import * as styles from './skip-link.css.js';

export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  return (
    <a href={`#${targetId}`} className={styles.skipLink}>
      {children}
    </a>
  );
}
