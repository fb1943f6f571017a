import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { Heading } from '../heading/heading.js';
import { Text } from '../text/text.js';
import * as styles from './step-list.css.js';

export interface StepItem {
  title: string;
  description?: string;
  /** An icon from the set (IconMic, IconDocument, IconSparkle). */
  icon: ReactNode;
}

export interface StepListProps {
  steps: ReadonlyArray<StepItem>;
  /** The step titles' level in the page outline. */
  headingLevel?: 3 | 4;
  className?: string;
}

/**
 * The home page's how-it-works (docs/routes-and-screens.md#home: you dictate, we transcribe, we perfect). An
 * ordered list, so screen readers say "1 of 3"; the drawn numbers repeat that for the eye.
 */
export function StepList({ steps, headingLevel = 3, className }: StepListProps) {
  return (
    <ol className={cx(styles.list, className)}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          {index < steps.length - 1 ? <span className={styles.connector} aria-hidden="true" /> : null}
          <span className={styles.badge}>
            {step.icon}
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
          </span>
          <div className={styles.text}>
            <Heading level={headingLevel} size="4">
              {step.title}
            </Heading>
            {step.description ? <Text tone="muted">{step.description}</Text> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
