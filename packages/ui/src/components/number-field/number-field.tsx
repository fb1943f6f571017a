import { type KeyboardEvent, useState } from 'react';
import { type FieldProps, FormField, labelableControl, splitFieldProps } from '../form-field/form-field.js';
import { IconMinus, IconPlus } from '../icon/icon.js';
import * as styles from './number-field.css.js';

export type NumberFieldProps = FieldProps & {
  /** The committed value; the field shows it whenever the user is not typing. */
  value: number;
  /** The smallest value; anything below it, and anything that is not a number, becomes it. */
  min: number;
  max?: number;
  step?: number;
  /** Called with the new, clamped whole number on blur, Enter, the arrow keys and the steppers. */
  onValueChange: (value: number) => void;
  /**
   * Also called while typing, with each whole number within the bounds typed so far, so what
   * depends on the value (an order summary) follows the keys; what is not yet such a number waits
   * for blur or Enter as before (docs/licences.md#one-tap).
   */
  commitWhileTyping?: boolean;
  /** Accessible names of the − and + buttons ("Remove a user", "Add a user"). */
  decrementLabel: string;
  incrementLabel: string;
  name?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
};

/**
 * A whole-number input for user and licence counts (docs/subscriptions-and-money.md#seat-minimum: minimum 1
 * or 2, non-numeric input becomes the minimum). Typing is free; the value is parsed and clamped only when
 * committed, so clearing the field to type a new number does not jump back to the minimum under the cursor.
 * It is an ARIA spinbutton: Up/Down step, Page Up/Down step by ten, Home/End go to the bounds.
 */
export function NumberField(props: NumberFieldProps) {
  const [field, numberProps] = splitFieldProps(props);
  const {
    value,
    min,
    max,
    step = 1,
    onValueChange,
    commitWhileTyping = false,
    decrementLabel,
    incrementLabel,
    name,
    disabled,
  } = numberProps;
  const [draft, setDraft] = useState<string | null>(null);

  const clamp = (candidate: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, candidate));
  const parse = (text: string) => {
    const trimmed = text.trim().replace(',', '.');
    const parsed = trimmed === '' ? Number.NaN : Number(trimmed);
    return Number.isFinite(parsed) ? clamp(Math.trunc(parsed)) : min;
  };
  const commit = (next: number) => {
    setDraft(null);
    if (next !== value) onValueChange(next);
  };
  const current = () => (draft === null ? value : parse(draft));
  const stepBy = (delta: number) => commit(clamp(current() + delta));

  /** The keyboard of the WAI-ARIA spinbutton; returns the committed value, or null to type on. */
  const keyTarget = (key: string): number | null => {
    switch (key) {
      case 'ArrowUp':
        return clamp(current() + step);
      case 'ArrowDown':
        return clamp(current() - step);
      case 'PageUp':
        return clamp(current() + step * 10);
      case 'PageDown':
        return clamp(current() - step * 10);
      case 'Home':
        return min;
      case 'End':
        return max ?? null;
      case 'Enter':
        return draft === null ? null : parse(draft);
      default:
        return null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyTarget(event.key);
    if (next === null) return;
    // Enter still submits the form around the field, after the value is committed.
    if (event.key !== 'Enter') event.preventDefault();
    commit(next);
  };

  return (
    <FormField {...field}>
      {(fieldControl) => {
        const control = labelableControl(fieldControl);
        return (
          <div
            className={styles.group}
            data-invalid={control['aria-invalid']}
            data-disabled={disabled || undefined}
          >
            <button
              type="button"
              className={styles.stepper}
              aria-label={decrementLabel}
              aria-controls={control.id}
              // The steppers repeat what the arrow keys do, so they stay out of the tab order
              // (WAI-ARIA spinbutton pattern) and clicking them leaves focus where it was.
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => stepBy(-step)}
              disabled={disabled || current() <= min}
            >
              <IconMinus />
            </button>
            <input
              type="text"
              inputMode="numeric"
              role="spinbutton"
              autoComplete="off"
              name={name}
              disabled={disabled}
              aria-valuenow={value}
              aria-valuemin={min}
              aria-valuemax={max}
              className={styles.input}
              value={draft ?? String(value)}
              onChange={(event) => {
                const text = event.target.value;
                setDraft(text);
                if (!commitWhileTyping || !/^\s*\d+\s*$/.test(text)) return;
                const typed = Number(text);
                if (typed >= min && typed <= (max ?? Number.POSITIVE_INFINITY) && typed !== value)
                  onValueChange(typed);
              }}
              onBlur={() => {
                if (draft !== null) commit(parse(draft));
              }}
              onKeyDown={onKeyDown}
              {...control}
            />
            <button
              type="button"
              className={styles.stepper}
              aria-label={incrementLabel}
              aria-controls={control.id}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => stepBy(step)}
              disabled={disabled || (max !== undefined && current() >= max)}
            >
              <IconPlus />
            </button>
          </div>
        );
      }}
    </FormField>
  );
}
