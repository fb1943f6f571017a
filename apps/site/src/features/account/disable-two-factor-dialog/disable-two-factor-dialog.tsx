import type { DisableTwoFactorRequest } from '@app/contracts';
import type { Feedback } from '@app/machines';
import { Button, Dialog, DialogActions, DialogClose, PasswordField, Stack, TextField } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';

export interface DisableTwoFactorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (proof: DisableTwoFactorRequest) => void;
  busy: boolean;
  feedback: Feedback | null;
}

/** Turning two-factor sign-in off needs the password, or a code instead (docs/accounts.md#two-factor). */
export function DisableTwoFactorDialog({
  open,
  onOpenChange,
  onConfirm,
  busy,
  feedback,
}: DisableTwoFactorDialogProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password) onConfirm({ password });
    else if (code.trim()) onConfirm({ code: code.trim() });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={intl.formatMessage({ id: 'account.twoFactor.disableTitle' })}
      description={intl.formatMessage({ id: 'account.twoFactor.disableIntro' })}
      closeLabel={intl.formatMessage({ id: 'account.dialog.close' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="medium">
          <FeedbackNotice feedback={feedback} focusWhen="error" />
          <PasswordField
            label={intl.formatMessage({ id: 'account.twoFactor.password' })}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            showLabel={intl.formatMessage({ id: 'auth.password.show' })}
            hideLabel={intl.formatMessage({ id: 'auth.password.hide' })}
          />
          <TextField
            label={intl.formatMessage({ id: 'account.twoFactor.code' })}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <DialogActions>
            <DialogClose>
              <Button type="button" variant="secondary" disabled={busy}>
                {intl.formatMessage({ id: 'account.twoFactor.keep' })}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={busy} disabled={!password && !code.trim()}>
              {intl.formatMessage({ id: 'account.twoFactor.disableConfirm' })}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
