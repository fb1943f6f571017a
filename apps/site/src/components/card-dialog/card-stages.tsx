import type { CardPaymentStage, Feedback } from '@app/machines';
import { ProgressStages } from '@app/ui';
import { useIntl } from 'react-intl';
import { useFeedbackText } from '../feedback-notice/feedback-text.js';

/** A declined card fails at processing; the activation timeout and a lost session while polling at activation. */
const failedStage = (feedback: Feedback | null): 'processing' | 'activating' =>
  feedback?.kind === 'message' &&
  (feedback.id === 'payment.error.activationTimeout' || feedback.id === 'errors.unauthorized')
    ? 'activating'
    : 'processing';

export interface CardStagesProps {
  stage: Exclude<CardPaymentStage, 'form'>;
  /** The card payment's feedback: the error to show in the error stage. */
  feedback: Feedback | null;
  /** Another purchase's words for its activation (see CardDialogTexts). */
  activating: string | undefined;
  activated: string | undefined;
}

/**
 * The card dialog's stages (docs/subscriptions-and-money.md#payment-stages): processing, activation
 * in progress, activated, or an error with its exact message at the stage that failed.
 */
export function CardStages({ stage, feedback, activating, activated }: CardStagesProps) {
  const intl = useIntl();
  const text = useFeedbackText();
  return (
    <ProgressStages
      stage={stage}
      label={intl.formatMessage({ id: 'payment.stage.label' })}
      labels={{
        processing: intl.formatMessage({ id: 'payment.stage.processing' }),
        activating: activating ?? intl.formatMessage({ id: 'payment.stage.activating' }),
        activated: activated ?? intl.formatMessage({ id: 'payment.stage.activated' }),
        error: intl.formatMessage({ id: 'payment.stage.error' }),
      }}
      // Once behind, a stage says what was done, not "Processing…"
      // (docs/subscriptions-and-money.md#payment-stages).
      doneLabels={{
        processing: intl.formatMessage({ id: 'payment.stage.processed' }),
        activating: intl.formatMessage({ id: 'payment.stage.activationComplete' }),
      }}
      failedStage={failedStage(feedback)}
      errorMessage={stage === 'error' && feedback ? text(feedback) : undefined}
    />
  );
}
