import { type ComponentPropsWithRef, useState } from 'react';
import { cx } from '../../utils/cx.js';
import { type FieldProps, FormField, labelableControl, splitFieldProps } from '../form-field/form-field.js';
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
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [field, inputProps] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            // Spell checkers and autocapitalisation would mangle a visible password.
            spellCheck={false}
            autoCapitalize="none"
            className={cx(styles.passwordInput)}
            {...labelableControl(control)}
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
