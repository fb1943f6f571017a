import { PASSKEY_NAME_MAX, type Passkey } from '@app/contracts';
import type { Feedback } from '@app/machines';
import { Button, Dialog, DialogActions, DialogClose, Stack, TextField } from '@app/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';

export interface RenamePasskeyDialogProps {
  /** The passkey being renamed; null: the dialog is closed. */
  passkey: Passkey | null;
  /** The name shown for it now (her name, or the day it was added). */
  currentName: string;
  onClose: () => void;
  onRename: (name: string) => void;
  busy: boolean;
  feedback: Feedback | null;
}

/**
 * docs/passkeys.md#list: she names a passkey (the device it is on, say); a refusal stays here.
 * Opened by the row's "Rename", which had the focus then and gets it back on close.
 */
export function RenamePasskeyDialog({
  passkey,
  currentName,
  onClose,
  onRename,
  busy,
  feedback,
}: RenamePasskeyDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  useEffect(() => setName(passkey?.name ?? ''), [passkey]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim()) onRename(name.trim());
  };
  return (
    <Dialog
      open={passkey !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={intl.formatMessage({ id: 'account.passkeys.renameTitle' })}
      description={intl.formatMessage({ id: 'account.passkeys.renameIntro' })}
      closeLabel={intl.formatMessage({ id: 'account.dialog.close' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="medium">
          <FeedbackNotice feedback={feedback} focusWhen="error" />
          <TextField
            label={intl.formatMessage({ id: 'account.passkeys.name' })}
            name="passkey-name"
            autoComplete="off"
            placeholder={currentName}
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <DialogActions>
            <DialogClose>
              <Button type="button" variant="secondary" disabled={busy}>
                {intl.formatMessage({ id: 'account.passkeys.cancel' })}
              </Button>
            </DialogClose>
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              {intl.formatMessage({ id: 'account.passkeys.renameConfirm' })}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
