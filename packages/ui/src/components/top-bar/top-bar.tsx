import * as Collapsible from '@radix-ui/react-collapsible';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { IconClose, IconMenu } from '../icon/icon.js';
import * as styles from './top-bar.css.js';

export interface TopBarProps {
  /** The product mark, usually a link home. */
  brand: ReactNode;
  /** Main links (licences, download, support), each wrapped in TopBarLink. */
  navigation: ReactNode;
  /** The highlighted trial link and the auth links (sign in and sign up, or account and sign out). */
  actions: ReactNode;
  /**
   * The language selector: in the bar down to tablet width (beside the menu button below 1250 px),
   * inside the menu on a phone.
   */
  utility?: ReactNode;
  /** Accessible name of the navigation landmark ("Main"). */
  navigationLabel: string;
  /** Text of the button that opens the menu on narrow screens ("Menu"). */
  menuLabel: string;
  /** Controlled menu state; by default the bar keeps its own. */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The site's top bar (docs/routes-and-screens.md#top-bar-widths): one row from 1350 px, a tighter row from
 * 1250 px, and below that a menu button that discloses the same links, so nothing is hidden from small
 * screens. The menu closes on Escape (focus back on its button) and when one of its links is followed.
 */
export function TopBar({
  brand,
  navigation,
  actions,
  utility,
  navigationLabel,
  menuLabel,
  menuOpen,
  onMenuOpenChange,
}: TopBarProps) {
  const [openHere, setOpenHere] = useState(false);
  const open = menuOpen ?? openHere;
  const toggle = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    setOpenHere(next);
    onMenuOpenChange?.(next);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <header className={styles.root}>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className={styles.bar}>
          <div className={styles.brand}>{brand}</div>
          <nav aria-label={navigationLabel} className={styles.navigation}>
            {navigation}
          </nav>
          <div className={styles.actions}>{actions}</div>
          {utility ? <div className={styles.utility}>{utility}</div> : null}
          <Collapsible.Trigger ref={toggle} className={styles.menuToggle}>
            {open ? <IconClose /> : <IconMenu />}
            {menuLabel}
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className={styles.menuPanel} onKeyDown={onPanelKeyDown} onClick={onPanelClick}>
          <nav aria-label={navigationLabel} className={styles.menuNavigation}>
            {navigation}
          </nav>
          <div className={styles.menuActions}>{actions}</div>
          {utility ? <div className={styles.menuUtility}>{utility}</div> : null}
        </Collapsible.Content>
      </Collapsible.Root>
    </header>
  );
}
