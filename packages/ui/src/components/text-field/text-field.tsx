import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import { type FieldProps, FormField, labelableControl, splitFieldProps } from '../form-field/form-field.js';
import * as styles from './text-field.css.js';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'required'> &
  FieldProps & {
    /** e-mail, text, tel, a calendar day…; password fields use PasswordField and numbers NumberField. */
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'date';
    inputClassName?: string;
  };

/** A labelled single-line text input with hint and error message (sign-in, billing, invitations). */
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <input
          type={type}
          className={cx(styles.textInput, inputClassName)}
          {...labelableControl(control)}
          {...inputProps}
        />
      )}
    </FormField>
  );
}
