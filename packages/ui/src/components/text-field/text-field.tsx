import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import { type FieldProps, FormField } from '../form-field/form-field.js';
import * as styles from './text-field.css.js';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'required'> &
  FieldProps & {
    /** e-mail, text, tel…; password fields use PasswordField and numbers NumberField. */
    type?: 'text' | 'email' | 'tel' | 'url' | 'search';
    inputClassName?: string;
  };

/** A labelled single-line text input with hint and error message (sign-in, billing, invitations). */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  inputClassName,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
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
        <input type={type} className={cx(styles.textInput, inputClassName)} {...control} {...inputProps} />
      )}
    </FormField>
  );
}
