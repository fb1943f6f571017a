import type { NewPasswordValues } from '@app/machines';
import { Button, Stack } from '@app/ui';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formValue } from '../form-value.js';
import { PasswordFields } from '../password-fields/password-fields.js';

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
        <PasswordFields
          name="newPassword"
          label={intl.formatMessage({ id: 'auth.newPassword.newPassword' })}
          hint={(rule) => intl.formatMessage({ id: 'auth.newPassword.hint' }, rule)}
          confirmLabel={intl.formatMessage({ id: 'auth.newPassword.confirmPassword' })}
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.newPassword.submit' })}
        </Button>
      </Stack>
    </form>
  );
}
