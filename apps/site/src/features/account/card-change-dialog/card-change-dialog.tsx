import type { CardChangeStage, Feedback } from '@app/machines';
import { Button, Dialog, DialogActions, Stack } from '@app/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CardField } from '../../../components/card-field/card-field.js';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';

export interface CardChangeDialogProps {
  open: boolean;
  stage: CardChangeStage;
  feedback: Feedback | null;
  /** False until Stripe.js is loaded: a spinner stands in for the card field. */
  providerReady: boolean;
  onSave: () => void;
  onClose: () => void;
}

/**
 * docs/subscriptions-and-money.md#billing, the card change: Stripe's card field (postal code
 * hidden, as on /payment), saved through a SetupIntent with 3-D Secure when the bank asks; nothing
 * is charged. Stripe.js opens its challenge above this dialog, hence `allowLayersAbove`.
 */
export function CardChangeDialog({
  open,
  stage,
  feedback,
  providerReady,
  onSave,
  onClose,
}: CardChangeDialogProps) {
  const intl = useIntl();
  const saving = stage === 'saving';
  const saved = stage === 'saved';
  const doneButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (saved) doneButton.current?.focus();
  }, [saved]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving && !saved && providerReady) onSave();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      title={intl.formatMessage({ id: 'billing.card.dialog.title' })}
      description={intl.formatMessage({ id: 'billing.card.dialog.description' })}
      closeLabel={intl.formatMessage({ id: 'billing.card.close' })}
      size="small"
      allowLayersAbove
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="large">
          {saved ? null : (
            <CardField
              label={intl.formatMessage({ id: 'billing.card.field' })}
              busy={saving}
              providerReady={providerReady}
            />
          )}
          {saving ? (
            <FeedbackNotice feedback={{ kind: 'message', id: 'billing.card.saving', tone: 'info' }} />
          ) : (
            <FeedbackNotice feedback={feedback} />
          )}
        </Stack>
        <DialogActions>
          <Button ref={doneButton} variant="secondary" onClick={onClose} disabled={saving}>
            {saved
              ? intl.formatMessage({ id: 'billing.card.done' })
              : intl.formatMessage({ id: 'billing.card.cancel' })}
          </Button>
          {saved ? null : (
            <Button type="submit" loading={saving} disabled={!providerReady}>
              {intl.formatMessage({ id: 'billing.card.save' })}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
