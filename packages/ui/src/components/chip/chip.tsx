import { cx } from '../../utils/cx.js';
import { IconAlertCircle, IconCheck, IconCopy } from '../icon/icon.js';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.js';
import * as styles from './chip.css.js';

export type ChipState = 'idle' | 'copied' | 'failed';

export interface ChipProps {
  /**
   * Driven by the copy-confirmation machine: copied or failed for 2 s (docs/admin.md#copy-emails), then idle.
   */
  state: ChipState;
  /** "Copy all e-mails". */
  label: string;
  /** "E-mails copied". */
  copiedLabel: string;
  /** "Copy failed". */
  failedLabel: string;
  onCopy: () => void;
  className?: string;
}

const icons = { idle: IconCopy, copied: IconCheck, failed: IconAlertCircle } as const;

/**
 * A copy-to-clipboard chip. It does not copy and keeps no timer: the caller copies in `onCopy`
 * and passes the resulting state. The confirmation is also spoken through a live region, since
 * a changed button label alone is not announced to a screen reader.
 */
export function Chip({ state, label, copiedLabel, failedLabel, onCopy, className }: ChipProps) {
  const Icon = icons[state];
  const texts = { idle: label, copied: copiedLabel, failed: failedLabel };
  return (
    <>
      <button
        type="button"
        className={cx(styles.chip({ state }), className)}
        onClick={onCopy}
        data-state={state}
      >
        <Icon size="small" />
        <span className={styles.labels}>
          {(Object.keys(texts) as ChipState[]).map((key) => (
            <span key={key} className={styles.label} data-active={key === state} aria-hidden={key !== state}>
              {texts[key]}
            </span>
          ))}
        </span>
      </button>
      <VisuallyHidden role="status">{state === 'idle' ? '' : texts[state]}</VisuallyHidden>
    </>
  );
}
