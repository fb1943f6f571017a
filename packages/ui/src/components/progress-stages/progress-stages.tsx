import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { IconAlertCircle, IconCheck } from '../icon/icon.js';
import { Notice } from '../notice/notice.js';
import { Spinner } from '../spinner/spinner.js';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.js';
import * as styles from './progress-stages.css.js';

/**
 * docs/subscriptions-and-money.md#payment-stages: processing, activation in progress, subscription activated,
 * or an error.
 */
export type PaymentStage = 'processing' | 'activating' | 'activated' | 'error';

type Step = Exclude<PaymentStage, 'error'>;
type StepState = 'done' | 'current' | 'upcoming' | 'failed';

const steps: ReadonlyArray<Step> = ['processing', 'activating', 'activated'];

export interface ProgressStagesProps {
  stage: PaymentStage;
  /** The words for each stage ("Processing payment", "Activating your subscription", …). */
  labels: Record<PaymentStage, string>;
  /**
   * The words of a stage once it is behind ("Payment received" rather than "Processing…"), so a
   * finished payment does not read as one still running
   * (docs/subscriptions-and-money.md#payment-stages); its `labels` word otherwise.
   */
  doneLabels?: Partial<Record<Step, string>>;
  /** With `stage="error"`: the stage that failed (a declined card fails in processing). */
  failedStage?: 'processing' | 'activating';
  /** With `stage="error"`: what went wrong and what to do ("Card declined. Please try again."). */
  errorMessage?: ReactNode;
  /** Names the list of stages ("Payment progress"). */
  label: string;
  className?: string;
}

const stateOf = (step: Step, stage: PaymentStage, failedStage: Step): StepState => {
  const at = steps.indexOf(step);
  if (stage === 'error') {
    const failedAt = steps.indexOf(failedStage);
    return at < failedAt ? 'done' : at === failedAt ? 'failed' : 'upcoming';
  }
  const current = steps.indexOf(stage);
  // The last stage is an outcome, not a wait: once reached it shows as done.
  if (stage === 'activated') return 'done';
  return at < current ? 'done' : at === current ? 'current' : 'upcoming';
};

/**
 * Where a card payment stands. The current stage is announced through a live region, so a
 * screen-reader user hears the progress without moving; an error is announced as an alert.
 */
export function ProgressStages({
  stage,
  labels,
  doneLabels = {},
  failedStage = 'processing',
  errorMessage,
  label,
  className,
}: ProgressStagesProps) {
  const announcement = stage === 'error' ? undefined : labels[stage];
  return (
    <div className={cx(styles.root, className)}>
      <ol className={styles.list} aria-label={label}>
        {steps.map((step, index) => {
          const state = stateOf(step, stage, failedStage);
          const next = steps[index + 1];
          return (
            <li
              key={step}
              className={styles.stage({ state })}
              aria-current={state === 'current' || state === 'failed' ? 'step' : undefined}
            >
              {next ? (
                <span
                  className={styles.connector({
                    done: stateOf(next, stage, failedStage) !== 'upcoming' && state === 'done',
                  })}
                  aria-hidden="true"
                />
              ) : null}
              <span className={styles.marker({ state })} aria-hidden="true">
                {state === 'done' ? <IconCheck /> : null}
                {state === 'current' ? <Spinner size="medium" tone="current" /> : null}
                {state === 'upcoming' ? <span className={styles.dot} /> : null}
                {state === 'failed' ? <IconAlertCircle /> : null}
              </span>
              <span>
                {state === 'failed'
                  ? labels.error
                  : state === 'done'
                    ? (doneLabels[step] ?? labels[step])
                    : labels[step]}
              </span>
            </li>
          );
        })}
      </ol>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {stage === 'error' && errorMessage ? <Notice tone="error">{errorMessage}</Notice> : null}
    </div>
  );
}
