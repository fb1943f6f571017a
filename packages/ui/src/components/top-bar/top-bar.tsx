import * as Collapsible from '@radix-ui/react-collapsible';
import { type ReactNode, useState } from 'react';
import * as styles from './top-bar.css.js';

export interface TopBarProps {
  /** The product mark, usually a link home. */
  brand: ReactNode;
  /** Main links (licences, download, support). */
  navigation: ReactNode;
  /** Trial link, auth links and the language selector. */
  actions: ReactNode;
  /** Accessible name of the navigation landmark. */
  navigationLabel: string;
  /** Text of the button that opens the menu on narrow screens. */
  menuLabel: string;
}

/**
 * The site's top bar (SPEC §2): one row from 1350 px, a tighter row from 1250 px, and below that
 * a menu button that discloses the same links, so nothing is hidden from small screens.
 */
export function TopBar({ brand, navigation, actions, navigationLabel, menuLabel }: TopBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <header className={styles.root}>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className={styles.bar}>
          <div className={styles.brand}>{brand}</div>
          <nav aria-label={navigationLabel} className={styles.navigation}>
            {navigation}
          </nav>
          <div className={styles.inline}>{actions}</div>
          <Collapsible.Trigger className={styles.menuToggle}>
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
            {menuLabel}
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className={styles.menuPanel}>
          <nav aria-label={navigationLabel}>{navigation}</nav>
          {actions}
        </Collapsible.Content>
      </Collapsible.Root>
    </header>
  );
}
