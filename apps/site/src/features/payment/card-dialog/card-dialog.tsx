import type { CardPaymentStage, Feedback } from '@app/machines';
import {
  Button,
  Dialog,
  DialogActions,
  FormField,
  Notice,
  ProgressStages,
  Spinner,
  Stack,
  tokens,
} from '@app/ui';
import { CardElement } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFeedbackText } from '../../feedback/feedback-text/feedback-text.js';
import * as styles from './card-dialog.css.js';

export interface CardDialogProps {
  open: boolean;
  /** The amount due today, formatted ("CHF 588.00"). */
  amount: string;
  /** A first subscription, or a change of a running one (its success says so). */
  purpose?: 'subscription' | 'change';
  stage: CardPaymentStage;
  /** SPEC §4, from cardPaymentButtons. */
  canPay: boolean;
  canCancel: boolean;
  /** Stripe and its Elements are there: the card field can be shown. */
  providerReady: boolean;
  /** The card payment's feedback: the error to show in the error stage. */
  feedback: Feedback | null;
  onPay: () => void;
  onCancel: () => void;
}

/**
 * Stripe draws the card field in its own iframe, out of reach of the theme's CSS variables, so
 * its text takes the theme's raw values. SPEC §2: the card's postal-code field is hidden.
 */
const cardOptions = (disabled: boolean): StripeCardElementOptions => ({
  hidePostalCode: true,
  disabled,
  style: {
    base: {
      color: tokens.color.text,
      fontFamily: tokens.font.body,
      fontSize: '16px',
      '::placeholder': { color: tokens.color.textMuted },
    },
    invalid: { color: tokens.color.danger, iconColor: tokens.color.danger },
  },
});

/** A declined card fails at processing; the activation timeout and a lost session while polling at activation. */
const failedStage = (feedback: Feedback | null): 'processing' | 'activating' =>
  feedback?.kind === 'message' &&
  (feedback.id === 'payment.error.activationTimeout' || feedback.id === 'errors.unauthorized')
    ? 'activating'
    : 'processing';

/**
 * SPEC §2 and §4: the card dialog. The card field, Cancel and Pay (each enabled as the card
 * payment chart says), then the stages: processing, activation in progress, subscription
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
}: CardDialogProps) {
  const intl = useIntl();
  const text = useFeedbackText();
  const accountLink = useRef<HTMLAnchorElement>(null);
  const activated = stage === 'activated';
  const busy = stage === 'processing' || stage === 'activating';
  const options = useMemo(() => cardOptions(busy), [busy]);

  // The payment is done: the next step is the account, so the keyboard starts there.
  useEffect(() => {
    if (activated) accountLink.current?.focus();
  }, [activated]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canPay) onPay();
  };

  return (
    <Dialog
      open={open}
      // Escape and × do what Cancel does, and only when Cancel is enabled (SPEC §4).
      onOpenChange={(next) => {
        if (!next && canCancel) onCancel();
      }}
      title={intl.formatMessage({ id: 'payment.card.title' })}
      description={intl.formatMessage({ id: 'payment.card.description' }, { amount })}
      closeLabel={intl.formatMessage({ id: 'payment.dialog.close' })}
      size="small"
      // Stripe.js opens its 3-D Secure challenge above this dialog: it must take clicks and focus.
      allowLayersAbove
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="large">
          {activated ? null : (
            <FormField label={intl.formatMessage({ id: 'payment.card.field' })} required>
              {(control) => (
                <fieldset
                  id={control.id}
                  aria-labelledby={control['aria-labelledby']}
                  className={styles.frame}
                  data-disabled={busy}
                >
                  {providerReady ? (
                    <CardElement options={options} className={styles.element} />
                  ) : (
                    <Spinner label={intl.formatMessage({ id: 'payment.card.loading' })} showLabel />
                  )}
                </fieldset>
              )}
            </FormField>
          )}
          {stage === 'form' ? null : (
            <ProgressStages
              stage={stage}
              label={intl.formatMessage({ id: 'payment.stage.label' })}
              labels={{
                processing: intl.formatMessage({ id: 'payment.stage.processing' }),
                activating: intl.formatMessage({ id: 'payment.stage.activating' }),
                activated: intl.formatMessage({ id: 'payment.stage.activated' }),
                error: intl.formatMessage({ id: 'payment.stage.error' }),
              }}
              // Once behind, a stage says what was done, not "Processing…" (issue 23).
              doneLabels={{
                processing: intl.formatMessage({ id: 'payment.stage.processed' }),
                activating: intl.formatMessage({ id: 'payment.stage.activationComplete' }),
              }}
              failedStage={failedStage(feedback)}
              errorMessage={stage === 'error' && feedback ? text(feedback) : undefined}
            />
          )}
          {activated ? (
            <Notice
              tone="success"
              // The stages above already announce the activation.
              announce="none"
              action={
                <Button asChild size="small">
                  <Link ref={accountLink} to="/account">
                    {intl.formatMessage({ id: 'payment.activated.account' })}
                  </Link>
                </Button>
              }
            >
              {purpose === 'change'
                ? intl.formatMessage({ id: 'payment.change.applied' })
                : intl.formatMessage({ id: 'payment.activated.message' })}
            </Notice>
          ) : null}
        </Stack>
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={!canCancel}>
            {activated
              ? intl.formatMessage({ id: 'payment.card.done' })
              : intl.formatMessage({ id: 'payment.card.cancel' })}
          </Button>
          {/* Paid: "Done" alone, no Pay beside it that can no longer be pressed (issue 23). */}
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
