import type { ComponentPropsWithRef } from 'react';
import { type FieldProps, FormField, labelableControl, splitFieldProps } from '../form-field/form-field.js';
// The text field's look, so a choice and a typed value stand alike (and no style sheet of its own ships with every page).
import { textInput } from '../text-field/text-field.css.js';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'required' | 'children'> &
  FieldProps & {
    options: ReadonlyArray<SelectOption>;
  };

/**
 * A labelled choice among many, in the browser's own list (the audit log's kinds): keyboard,
 * type-ahead and screen readers as the platform gives them. A few choices all visible are a
 * SegmentedControl instead.
 */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const [field, selectProps] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(control) => (
        <select className={textInput} {...labelableControl(control)} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
