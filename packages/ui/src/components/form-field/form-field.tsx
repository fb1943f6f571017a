import { Label } from '@radix-ui/react-label';
import { type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.js';
import { IconAlertCircle } from '../icon/icon.js';
import * as styles from './form-field.css.js';

/** What a field hands to its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  /** The hint and the error, in reading order; undefined when there are none. */
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  /** For controls that are not labelable elements (a payment provider's card frame). */
  'aria-labelledby': string;
  required: boolean | undefined;
}

export interface FieldProps {
  /** The visible label; every field has one (placeholders are not labels). */
  label: ReactNode;
  /** Help shown under the label, read with the field. */
  hint?: ReactNode;
  /** The validation message; when set the field is marked invalid and the message is read with it. */
  error?: ReactNode;
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
}

export type FormFieldProps = FieldProps & {
  /** Renders the control with the ids and ARIA attributes that tie it to the label. */
  children: (control: FieldControlProps) => ReactNode;
  /** Extra ids to describe the control with (a caller's own description). */
  describedBy?: string;
};

/** A field component's own props: FieldProps, and the caller's `aria-describedby` for the control. */
type FieldComponentProps = FieldProps & { 'aria-describedby'?: string | undefined };

/**
 * Splits a field component's props into FormField's and what is left for its control, so that
 * each field (text, password, number) does not list FormField's props again.
 */
export function splitFieldProps<P extends FieldComponentProps>(
  props: P,
): [Omit<FormFieldProps, 'children'>, Omit<P, keyof FieldComponentProps>] {
  const { label, hint, error, required, id, className, 'aria-describedby': describedBy, ...rest } = props;
  return [{ label, hint, error, required, id, className, describedBy }, rest];
}

/** An input is named by its `<label for>`; aria-labelledby is for controls that are not labelable. */
export function labelableControl({
  'aria-labelledby': _labelledBy,
  ...control
}: FieldControlProps): Omit<FieldControlProps, 'aria-labelledby'> {
  return control;
}

/**
 * Label, hint, error and control, wired together: the error is linked through aria-describedby
 * and sets aria-invalid, and a required field carries the required attribute (the asterisk is
 * for sighted users only, since the attribute is what assistive technology announces).
 */
export function FormField({
  label,
  hint,
  error,
  required,
  id,
  className,
  describedBy,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const labelId = `${controlId}-label`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);

  return (
    <div className={cx(styles.field({ invalid }), className)}>
      <Label htmlFor={controlId} id={labelId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <IconAlertCircle size="small" className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
      <div className={styles.control}>
        {children({
          id: controlId,
          'aria-describedby': describedByIds,
          'aria-invalid': invalid || undefined,
          'aria-labelledby': labelId,
          required: required || undefined,
        })}
      </div>
    </div>
  );
}
