import * as RadioGroup from '@radix-ui/react-radio-group';
import { type ReactNode, useId, useRef } from 'react';
import { cx } from '../../utils/cx.js';
import { Badge } from '../badge/badge.js';
import * as styles from './segmented-control.css.js';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  /** A short tag beside the label ("One month free"). */
  badge?: string;
  /** A line under the label ("Not available online"). */
  description?: string;
  disabled?: boolean;
}

export interface SegmentedControlProps<Value extends string> {
  /** The visible question this choice answers ("Billing frequency"); names the radio group. */
  label: ReactNode;
  options: ReadonlyArray<SegmentedOption<Value>>;
  value: Value;
  onValueChange: (value: Value) => void;
  /** Submitted with a form under this name. */
  name?: string;
  disabled?: boolean;
  className?: string;
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * One choice among a few, all visible (billing frequency, payment method). A Radix radio group:
 * Tab enters at the chosen option, the arrow keys (all four: the segments stack on a phone) move
 * and select.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  name,
  disabled,
  className,
}: SegmentedControlProps<Value>) {
  const labelId = useId();
  // Radix moves the focus on a timer after an arrow key goes down and selects the option only if
  // the key is still down when the focus lands; on a busy phone the key's release can be handled
  // first, and the focus moves without selecting (seen in CI's keyboard journey). The arrow is
  // remembered here until the focus it moves arrives, however late.
  const arrowMoving = useRef(false);
  return (
    <div className={cx(styles.root, className)}>
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      <RadioGroup.Root
        aria-labelledby={labelId}
        className={styles.track}
        value={value}
        // Radix types the value as a string; only our options' values can be selected.
        onValueChange={(next) => onValueChange(next as Value)}
        name={name}
        disabled={disabled}
        loop
        onKeyDown={(event) => {
          arrowMoving.current = ARROW_KEYS.has(event.key);
        }}
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={styles.item}
            onFocus={(event) => {
              if (!arrowMoving.current) return;
              arrowMoving.current = false;
              // Selected once: Radix's own handler, which runs after this one unless prevented,
              // would select it again while the key is still down.
              event.preventDefault();
              if (option.value !== value) onValueChange(option.value);
            }}
          >
            <span className={styles.indicator} aria-hidden="true" />
            <span>{option.label}</span>
            {option.badge ? <Badge tone="success">{option.badge}</Badge> : null}
            {option.description ? <span className={styles.description}>{option.description}</span> : null}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
