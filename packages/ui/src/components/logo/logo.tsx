import { BRAND_MARK, BRAND_MARK_PATH } from '@app/brand';
import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ReactElement } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './logo.css.js';

export type LogoProps = styles.LogoVariants & {
  /** The product's name, written beside the mark (it is also the logo's accessible name). */
  name: string;
  /** A link to wrap the logo in (the top bar's and the footer's way home): it gets the logo inside. */
  children?: ReactElement;
  className?: string;
};

/**
 * The product's mark and name (docs/routes-and-screens.md#top-bar: the site says whose it is). The
 * mark is decoration; the name is text, so the link around it is named by what it shows.
 * `tone="inverse"` for the footer.
 */
export function Logo({ name, tone, size, children, className }: LogoProps) {
  const Component = children ? Slot : 'span';
  const { size: grid, cornerRadius } = BRAND_MARK;
  return (
    <Component className={cx(styles.logo({ tone, size }), className)}>
      <Slottable>{children}</Slottable>
      <svg className={styles.mark} viewBox={`0 0 ${grid} ${grid}`} aria-hidden="true" focusable="false">
        <rect className={styles.square} width={grid} height={grid} rx={cornerRadius} />
        <path className={styles.microphone} d={BRAND_MARK_PATH} />
      </svg>
      <span>{name}</span>
    </Component>
  );
}
