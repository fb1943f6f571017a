import { COMMON_PASSWORDS_REFUSED, PASSWORD_MIN_LENGTH } from '@app/contracts';
import { PasswordField } from '@app/ui';
import { useIntl } from 'react-intl';

export interface PasswordFieldsProps {
  /** The new password's field name; its confirmation is `confirmPassword`. */
  name: string;
  label: string;
  /** The rule's words, given the minimum length and the count of common passwords refused. */
  hint: (rule: { minLength: number; count: number }) => string;
  confirmLabel: string;
}

/**
 * A new password and its confirmation (docs/accounts.md#new-password-checks), as /signup, /reset-password and
 * /create-password ask for them: a password manager offers to generate one, and the machine of
 * the form compares the two.
 */
export function PasswordFields({ name, label, hint, confirmLabel }: PasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={label}
        hint={hint({ minLength: PASSWORD_MIN_LENGTH, count: COMMON_PASSWORDS_REFUSED })}
        name={name}
        autoComplete="new-password"
        required
        showLabel={intl.formatMessage({ id: 'auth.password.show' })}
        hideLabel={intl.formatMessage({ id: 'auth.password.hide' })}
      />
      <PasswordField
        label={confirmLabel}
        name="confirmPassword"
        autoComplete="new-password"
        required
        showLabel={intl.formatMessage({ id: 'auth.password.showConfirmation' })}
        hideLabel={intl.formatMessage({ id: 'auth.password.hideConfirmation' })}
      />
    </>
  );
}
