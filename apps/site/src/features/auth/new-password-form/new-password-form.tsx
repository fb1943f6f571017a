import { COMMON_PASSWORDS_REFUSED, PASSWORD_MIN_LENGTH } from '@app/contracts';
import type { NewPasswordValues } from '@app/machines';
import { Button, PasswordField, Stack } from '@app/ui';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formValue } from '../form-value.js';

export interface NewPasswordFormProps {
  onSubmit: (values: NewPasswordValues) => void;
  /** While the password is being saved: the button is disabled and shows its spinner. */
  busy: boolean;
  /** Fields shown before the passwords (the invitee's e-mail on /create-password). */
  before?: ReactNode;
}

/**
 * The new and confirmed password of /reset-password and /create-password
 * (docs/accounts.md#new-password-checks: the same two fields and submit). Validation is the new-password
 * machine's, so the form only collects.
 */
export function NewPasswordForm({ onSubmit, busy, before }: NewPasswordFormProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    onSubmit({
      newPassword: formValue(form, 'newPassword'),
      confirmPassword: formValue(form, 'confirmPassword'),
    });
  };

  return (
    // noValidate: the machine's messages (docs/accounts.md#new-password-checks) replace the browser's own
    // bubbles.
    <form noValidate onSubmit={submit}>
      <Stack gap="medium">
        {before}
        <PasswordField
          label={intl.formatMessage({ id: 'auth.newPassword.newPassword' })}
          hint={intl.formatMessage(
            { id: 'auth.newPassword.hint' },
            { minLength: PASSWORD_MIN_LENGTH, count: COMMON_PASSWORDS_REFUSED },
          )}
          name="newPassword"
          autoComplete="new-password"
          required
          showLabel={intl.formatMessage({ id: 'auth.password.show' })}
          hideLabel={intl.formatMessage({ id: 'auth.password.hide' })}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'auth.newPassword.confirmPassword' })}
          name="confirmPassword"
          autoComplete="new-password"
          required
          showLabel={intl.formatMessage({ id: 'auth.password.showConfirmation' })}
          hideLabel={intl.formatMessage({ id: 'auth.password.hideConfirmation' })}
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.newPassword.submit' })}
        </Button>
      </Stack>
    </form>
  );
}
