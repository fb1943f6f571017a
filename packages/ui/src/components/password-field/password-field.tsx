import { type ComponentPropsWithRef, useState } from 'react';
import { cx } from '../../utils/cx.js';
import { type FieldProps, FormField } from '../form-field/form-field.js';
import { IconEye, IconEyeOff } from '../icon/icon.js';
import * as styles from './password-field.css.js';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'required' | 'type'> &
  FieldProps & {
    /** Accessible name of the toggle while the password is hidden ("Show password"). */
    showLabel: string;
    /** Accessible name of the toggle while the password is shown ("Hide password"). */
    hideLabel: string;
    /** `current-password` on sign-in, `new-password` on sign-up and reset. */
    autoComplete?: 'current-password' | 'new-password';
  };

/**
 * A password input with a show/hide toggle. The toggle is a real button after the input, so it
 * is reached with Tab and keeps focus when pressed; its name says what pressing it will do.
 */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  className,
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      describedBy={describedBy}
    >
      {({ 'aria-labelledby': _labelledBy, ...control }) => (
        <div className={styles.wrapper}>
          <input
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            // Spell checkers and autocapitalisation would mangle a visible password.
            spellCheck={false}
            autoCapitalize="none"
            className={cx(styles.passwordInput)}
            {...control}
            {...inputProps}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={visible ? hideLabel : showLabel}
            title={visible ? hideLabel : showLabel}
            aria-controls={control.id}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <IconEyeOff /> : <IconEye />}
          </button>
        </div>
      )}
    </FormField>
  );
}
