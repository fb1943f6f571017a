import type { CardPaymentStage, Feedback } from '@app/machines';
import { Button, Dialog, DialogActions, Stack } from '@app/ui';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CardField } from '../card-field/card-field.js';
import { CardStages } from './card-stages.js';
import { PaidNotice } from './paid-notice.js';

export interface CardDialogProps {
  open: boolean;
  /** The amount due today, formatted ("CHF 588.00"). */
  amount: string;
  /** A first subscription, or a change of a running one (its success says so). */
  purpose?: 'subscription' | 'change';
  stage: CardPaymentStage;
  /** docs/subscriptions-and-money.md#card-dialog, from cardPaymentButtons. */
  canPay: boolean;
  canCancel: boolean;
  /** Stripe and its Elements are there: the card field can be shown. */
  providerReady: boolean;
  /** The card payment's feedback: the error to show in the error stage. */
  feedback: Feedback | null;
  onPay: () => void;
  onCancel: () => void;
  /**
   * Another purchase through the same stages (docs/subscriptions-and-money.md#payment-problem:
   * paying an open invoice): its own title, description, stage words and success message instead of
   * the subscription's.
   */
  texts?: Partial<CardDialogTexts>;
  /** Shown above the card field: a choice of card (the saved one, or a new one). */
  cardChoice?: ReactNode;
  /** False when the saved card pays: no card field to fill. */
  showCardField?: boolean;
  /**
   * What opened the payment, where the focus returns when the dialog closes: on /payment, the
   * dialog follows the billing dialog, so the focus was in that one when it opened.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export interface CardDialogTexts {
  title: string;
  description: string;
  activating: string;
  activated: string;
  success: string;
}

/**
 * docs/subscriptions-and-money.md#card-dialog: the card dialog. The card field, Cancel and Pay (each enabled
 * as the card payment chart says), then the stages: processing, activation in progress, subscription
 * activated (with the way to the account), or an error with its exact message.
 */
export function CardDialog({
  open,
  amount,
  purpose = 'subscription',
  stage,
  canPay,
  canCancel,
  providerReady,
  feedback,
  onPay,
  onCancel,
  texts = {},
  cardChoice,
  showCardField = true,
  returnFocusTo,
}: CardDialogProps) {
  const intl = useIntl();
  const accountLink = useRef<HTMLAnchorElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  // Paying from the account page (docs/subscriptions-and-money.md#payment-problem) leads nowhere
  // else: Done closes the dialog.
  const onAccountPage = texts.success !== undefined;
  const activated = stage === 'activated';
  const busy = stage === 'processing' || stage === 'activating';

  // The payment is done: the next step is the account, so the keyboard starts there.
  useEffect(() => {
    if (activated) (onAccountPage ? doneButton : accountLink).current?.focus();
  }, [activated, onAccountPage]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canPay) onPay();
  };

  return (
    <Dialog
      open={open}
      // Escape and × do what Cancel does, and only when Cancel is enabled
      // (docs/subscriptions-and-money.md#card-dialog).
      onOpenChange={(next) => {
        if (!next && canCancel) onCancel();
      }}
      title={texts.title ?? intl.formatMessage({ id: 'payment.card.title' })}
      description={texts.description ?? intl.formatMessage({ id: 'payment.card.description' }, { amount })}
      closeLabel={intl.formatMessage({ id: 'payment.dialog.close' })}
      returnFocusTo={returnFocusTo}
      size="small"
      // Stripe.js opens its 3-D Secure challenge above this dialog: it must take clicks and focus.
      allowLayersAbove
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="large">
          {activated ? null : cardChoice}
          {activated || !showCardField ? null : (
            <CardField
              label={intl.formatMessage({ id: 'payment.card.field' })}
              busy={busy}
              providerReady={providerReady}
            />
          )}
          {stage === 'form' ? null : (
            <CardStages
              stage={stage}
              feedback={feedback}
              activating={texts.activating}
              activated={texts.activated}
            />
          )}
          {activated ? (
            <PaidNotice purpose={purpose} success={texts.success} accountLinkRef={accountLink} />
          ) : null}
        </Stack>
        <DialogActions>
          <Button ref={doneButton} variant="secondary" onClick={onCancel} disabled={!canCancel}>
            {activated
              ? intl.formatMessage({ id: 'payment.card.done' })
              : intl.formatMessage({ id: 'payment.card.cancel' })}
          </Button>
          {/* Paid: "Done" alone, no Pay beside it that can no longer be pressed (docs/subscriptions-and-money.md#payment-stages). */}
          {activated ? null : (
            <Button type="submit" disabled={!canPay} loading={busy}>
              {intl.formatMessage({ id: 'payment.card.pay' }, { amount })}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
