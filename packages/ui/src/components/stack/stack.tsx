import { type ComponentPropsWithRef, createElement } from 'react';
import { type Responsive, type Space, sprinkles } from '../../css/sprinkles.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './stack.css.js';

type StackElement = 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset' | 'article' | 'header';

const alignments = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;
type Align = keyof typeof alignments;

export type StackProps = ComponentPropsWithRef<'div'> & {
  /** Space between children, once or per breakpoint. */
  gap: Responsive<Space>;
  /** Horizontal alignment of the children; stretched to the full width by default. */
  align?: Align;
  as?: StackElement;
};

/** Children one under the other with an even gap: the vertical rhythm of every screen. */
export function Stack({ gap, align = 'stretch', as: Element = 'div', className, ...rest }: StackProps) {
  const classes = sprinkles({ display: 'flex', flexDirection: 'column', gap, alignItems: alignments[align] });
  // createElement: the element varies, and every one of them accepts a div's props.
  return createElement(Element, { className: cx(styles.stack, classes, className), ...rest });
}
