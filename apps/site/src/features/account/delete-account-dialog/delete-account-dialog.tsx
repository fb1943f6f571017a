import type { DeleteAccountRequest } from '@app/contracts';
import type { Feedback } from '@app/machines';
import { Button, Dialog, DialogActions, DialogClose, PasswordField, Stack, TextField } from '@app/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (request: DeleteAccountRequest) => void;
  /** Two-factor sign-in is on: a code is asked for too. */
  needsCode: boolean;
  busy: boolean;
  feedback: Feedback | null;
}

/** "Delete my account" confirmed with the password, and a code when two-factor sign-in is on. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onConfirm,
  needsCode,
  busy,
  feedback,
}: DeleteAccountDialogProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const ready = password.length > 0 && (!needsCode || code.trim().length > 0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) onConfirm(needsCode ? { password, code: code.trim() } : { password });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={intl.formatMessage({ id: 'account.deletion.title' })}
      description={intl.formatMessage({ id: 'account.deletion.confirmIntro' })}
      closeLabel={intl.formatMessage({ id: 'account.dialog.close' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="medium">
          <FeedbackNotice feedback={feedback} focusWhen="error" />
          <PasswordField
            label={intl.formatMessage({ id: 'account.deletion.password' })}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            showLabel={intl.formatMessage({ id: 'auth.password.show' })}
            hideLabel={intl.formatMessage({ id: 'auth.password.hide' })}
          />
          {needsCode ? (
            <TextField
              label={intl.formatMessage({ id: 'account.deletion.code' })}
              name="code"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          ) : null}
          <DialogActions>
            <DialogClose>
              <Button type="button" variant="secondary" disabled={busy}>
                {intl.formatMessage({ id: 'account.deletion.cancel' })}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={busy} disabled={!ready}>
              {intl.formatMessage({ id: 'account.deletion.confirm' })}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
