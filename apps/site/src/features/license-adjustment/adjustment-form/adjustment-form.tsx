import type { ScheduledChange } from '@app/contracts';
import { type Frequency, LICENSE_ADJUSTMENT_MINIMUM_USERS, MAXIMUM_USERS } from '@app/pricing';
import { Button, Card, Heading, Inline, NumberField, ProgressStages, Stack } from '@app/ui';
import { type FormEvent, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import type { StripeLoader } from '../../../lib/card-provider.js';
import { SeatsConfirmation } from '../seats-confirmation/seats-confirmation.js';
import { AdjustmentPreview, AdjustmentQuote } from './adjustment-figures.js';
import { CurrentLicences } from './current-licences.js';
import { type Clock, useAdjustmentForm } from './use-adjustment-form.js';

export interface AdjustmentFormProps {
  /** The subscription's own billing frequency: licences are priced at it (packages/pricing). */
  frequency: Frequency;
  /** The licences the subscription has now (subscription-info `numberOfLicenses`). */
  currentCount: number;
  /** A decrease already waiting for the period's end, shown with the current subscription. */
  scheduledChange: ScheduledChange | null;
  /**
   * docs/licences.md#adjustment-messages: the licence list is refreshed after finalizing, whatever the
   * outcome.
   */
  onRefresh: () => void;
  /** Stripe.js for 3-D Secure on more licences: the real one by default, a fake in stories. */
  stripeLoader: StripeLoader;
  /** The clock of the payment's waits (the pause after 3-D Secure, the polls). */
  clock?: Clock | undefined;
}

/**
 * The licence adjustment (docs/licences.md#license-adjustment), driven by licenseAdjustmentMachine: the
 * current count and price (and a decrease already scheduled), the new count (at least 2, anything else
 * becomes 2), its projected subtotal, VAT and total, and, for another count, Stripe's figures for the change:
 * what is charged today and when it applies. Finalize: more licences are asked about first, then
 * paid with the subscription's card (3-D Secure and activation shown as stages), fewer are
 * scheduled for the period's end. Its alerts (docs/licences.md#adjustment-messages) become an in-page notice
 * (docs/languages.md#alerts). The chart's wiring is useAdjustmentForm's.
 */
export function AdjustmentForm(props: AdjustmentFormProps) {
  const { frequency, currentCount, scheduledChange } = props;
  const intl = useIntl();
  const { language } = useLanguage();
  const newId = useId();
  const form = useAdjustmentForm({ ...props, decreaseScheduled: scheduledChange !== null });
  const { send, context, busy, done } = form;
  const finalizeButton = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !done) send({ type: 'ADJUST.FINALIZE' });
  };

  return (
    <Stack gap="large">
      <CurrentLicences frequency={frequency} currentCount={currentCount} scheduledChange={scheduledChange} />
      <Card as="section" aria-labelledby={newId}>
        <form onSubmit={submit} noValidate>
          <Stack gap="large">
            <Heading level={2} size="3" id={newId}>
              {intl.formatMessage({ id: 'licenseAdjustment.new.heading' })}
            </Heading>
            <NumberField
              name="newLicenseCount"
              label={intl.formatMessage({ id: 'licenseAdjustment.new.label' })}
              hint={intl.formatMessage(
                { id: 'licenseAdjustment.new.hint' },
                { minimum: LICENSE_ADJUSTMENT_MINIMUM_USERS },
              )}
              value={context.count}
              min={LICENSE_ADJUSTMENT_MINIMUM_USERS}
              max={MAXIMUM_USERS}
              onValueChange={(value) => send({ type: 'ADJUST.SET_COUNT', value })}
              // docs/licences.md#one-tap: the figures follow the keys, not the field's blur.
              commitWhileTyping
              decrementLabel={intl.formatMessage({ id: 'licenseAdjustment.new.decrement' })}
              incrementLabel={intl.formatMessage({ id: 'licenseAdjustment.new.increment' })}
              disabled={busy || done}
            />
            <AdjustmentQuote quote={context.quote} frequency={frequency} />
            {context.count === currentCount ? null : (
              <AdjustmentPreview
                preview={context.preview}
                loading={form.previewing}
                vatRatePercent={context.quote.vatRatePercent}
              />
            )}
            {form.stage === 'form' ? null : (
              <ProgressStages
                stage={form.stage}
                label={intl.formatMessage({ id: 'licenseAdjustment.stage.label' })}
                labels={{
                  processing: intl.formatMessage({ id: 'licenseAdjustment.stage.processing' }),
                  activating: intl.formatMessage({ id: 'licenseAdjustment.stage.activating' }),
                  activated: intl.formatMessage({ id: 'licenseAdjustment.stage.activated' }),
                  error: intl.formatMessage({ id: 'licenseAdjustment.stage.error' }),
                }}
              />
            )}
            <FeedbackNotice
              // A new notice per outcome, so a repeated error takes the focus again.
              key={busy ? 'busy' : 'idle'}
              feedback={busy ? null : context.feedback}
              focusWhen="shown"
            />
            <Inline gap="small" align="end" collapseBelow="tablet">
              {done ? null : (
                <Button asChild variant="secondary">
                  <Link to="/account">{intl.formatMessage({ id: 'licenseAdjustment.back' })}</Link>
                </Button>
              )}
              {/*
               * More licences are only paid as their figures say: pressed before they came, Finalize
               * waits for them and then asks (docs/licences.md#one-tap); never disabled meanwhile,
               * so the tap that also leaves the count field is not lost.
               */}
              <Button type="submit" ref={finalizeButton} loading={busy || form.finalizeAsked} disabled={done}>
                {intl.formatMessage({ id: 'licenseAdjustment.finalize' })}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      {context.preview ? (
        <SeatsConfirmation
          open={form.confirming}
          currentCount={currentCount}
          count={context.count}
          amountDueNow={context.preview.amountDueNow}
          language={language}
          returnFocusTo={finalizeButton}
          onConfirm={() => send({ type: 'ADJUST.CONFIRM' })}
          onCancel={() => send({ type: 'ADJUST.CANCEL' })}
        />
      ) : null}
    </Stack>
  );
}
