import { Slot } from '@radix-ui/react-slot';
import { Children, type ReactElement, type ReactNode } from 'react';
import * as styles from './footer.css.js';

export interface FooterProps {
  /**
   * Links to about, terms, privacy and contact (docs/routes-and-screens.md#footer), each a FooterLink; one
   * list item each.
   */
  links: ReadonlyArray<ReactElement>;
  /** Accessible name of the footer's navigation ("Legal and company"). */
  navigationLabel: string;
  /** The company line: name and postal address in Switzerland. */
  companyLine: ReactNode;
  /** The product mark and a line about it, top left. */
  brand?: ReactNode;
  /** Beside the company line: support hours, copyright. */
  meta?: ReactNode;
}

/** The dark band closing every page: brand, the footer links, and the company line. */
export function Footer({ links, navigationLabel, companyLine, brand, meta }: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {brand ? <div className={styles.brand}>{brand}</div> : null}
          <nav aria-label={navigationLabel}>
            <ul className={styles.links}>
              {Children.map(links, (link) => (
                <li>{link}</li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={styles.bottom}>
          <div>{companyLine}</div>
          {meta ? <div>{meta}</div> : null}
        </div>
      </div>
    </footer>
  );
}

/** Gives a router link (the only child) the footer's link look, light on the dark band. */
export function FooterLink({ children }: { children: ReactElement }) {
  return <Slot className={styles.link}>{children}</Slot>;
}
