import type { Feedback } from '@app/machines';
import { Button, Dialog, DialogActions, DialogClose, Stack, TextField, VisuallyHidden } from '@app/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';

/** The reassignment of an unused licence, as the page's chart drives it (docs/licences.md#reassign). */
export interface LicenseReassign {
  /** The licence whose dialog is open. */
  reassigning: string | null;
  onReassign: (email: string) => void;
  onReassignSubmit: (toEmail: string) => void;
  onReassignEdit: () => void;
  onReassignClose: () => void;
  /** The call is running. */
  reassignBusy: boolean;
  /** The field's own message (an address the chart refuses), or the API's refusal. */
  reassignFeedback: Feedback | null;
}

/**
 * "Reassign" on an unused licence's row and its dialog (docs/licences.md#reassign): the address to
 * offer the licence to, checked as the invitation field's is; a refusal is said inside, the dialog
 * staying open; Escape or "Keep license" closes it and the focus returns to the row's button.
 */
export function ReassignDialog({
  email,
  disabled,
  reassigning,
  onReassign,
  onReassignSubmit,
  onReassignEdit,
  onReassignClose,
  reassignBusy,
  reassignFeedback,
}: LicenseReassign & { email: string; disabled: boolean }) {
  const intl = useIntl();
  const [toEmail, setToEmail] = useState('');
  const open = reassigning === email;
  // The chart's own message belongs to the field; an API refusal is said above it.
  const fieldMessage = reassignFeedback?.kind === 'message' && reassignFeedback.id !== 'errors.network';
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (fieldMessage) fieldRef.current?.focus();
  }, [fieldMessage]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onReassignSubmit(toEmail);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (reassignBusy) return;
        if (next) {
          setToEmail('');
          onReassign(email);
        } else onReassignClose();
      }}
      trigger={
        <Button variant="secondary" size="small" disabled={disabled}>
          {intl.formatMessage({ id: 'account.licenses.reassign' })} <VisuallyHidden>{email}</VisuallyHidden>
        </Button>
      }
      title={intl.formatMessage({ id: 'account.licenses.reassign.title' })}
      description={intl.formatMessage({ id: 'account.licenses.reassign.description' }, { email })}
      closeLabel={intl.formatMessage({ id: 'account.dialog.close' })}
    >
      {/* noValidate: the chart checks the address and the field shows its message. */}
      <form onSubmit={submit} noValidate>
        <Stack gap="medium">
          {fieldMessage ? null : <FeedbackNotice feedback={reassignFeedback} focusWhen="error" />}
          <TextField
            ref={fieldRef}
            type="email"
            name="email"
            autoComplete="off"
            label={intl.formatMessage({ id: 'account.licenses.reassign.label' })}
            value={toEmail}
            onChange={(event) => {
              setToEmail(event.target.value);
              onReassignEdit();
            }}
            error={
              fieldMessage && reassignFeedback?.kind === 'message'
                ? intl.formatMessage({ id: reassignFeedback.id })
                : undefined
            }
            required
          />
          <DialogActions>
            <DialogClose>
              <Button type="button" variant="secondary" disabled={reassignBusy}>
                {intl.formatMessage({ id: 'account.licenses.removal.keep' })}
              </Button>
            </DialogClose>
            <Button type="submit" loading={reassignBusy}>
              {intl.formatMessage({ id: 'account.licenses.reassign.confirm' })}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
