import type { ComponentPropsWithRef } from 'react';
import * as styles from './container.css.js';

export type ContainerProps = ComponentPropsWithRef<'div'> & {
  width?: 'text' | 'page';
  spacing?: 'none' | 'page';
};

/** Centres page content at a readable width with the page's side padding. */
export function Container({ width, spacing, className, ...rest }: ContainerProps) {
  return <div className={[styles.container({ width, spacing }), className].filter(Boolean).join(' ')} {...rest} />;
}
