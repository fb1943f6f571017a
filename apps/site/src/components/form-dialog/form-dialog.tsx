import { Button, Dialog, DialogActions, Stack } from '@app/ui';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Saving: the dialog cannot be closed, Cancel waits and the submit button spins. */
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** The form is not complete yet: its submit button is disabled and Enter does nothing. */
  submitDisabled?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Where the focus returns when the dialog closes (see DialogProps.returnFocusTo). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The fields, one under the other. */
  children: ReactNode;
}

/**
 * A form in a dialog, with Cancel and a submit button under it. Escape and × cancel like the
 * Cancel button, except while the form is being saved; Enter in a field submits it.
 */
export function FormDialog({
  open,
  title,
  description,
  busy,
  cancelLabel,
  submitLabel,
  submitDisabled,
  onSubmit,
  onCancel,
  returnFocusTo,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={title}
      description={description}
      closeLabel={intl.formatMessage({ id: 'payment.dialog.close' })}
      returnFocusTo={returnFocusTo}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="medium">{children}</Stack>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" disabled={submitDisabled} loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
