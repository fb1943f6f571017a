import { Slot } from '@radix-ui/react-slot';
import type { ReactElement } from 'react';
import * as styles from './top-bar.css.js';

/**
 * Gives a router link (passed as the only child) the top bar's link look. Mark the current page
 * with aria-current="page" (React Router's NavLink does): it is underlined in the brand colour.
 */
export function TopBarLink({ children }: { children: ReactElement }) {
  return <Slot className={styles.link}>{children}</Slot>;
}
