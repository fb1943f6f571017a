import type { ScheduledChange } from '@app/contracts';
import { formatChf, formatVatRate } from '@app/i18n';
import { cardPaymentMachine, cardPaymentStage, licenseAdjustmentMachine } from '@app/machines';
import {
  type Frequency,
  LICENSE_ADJUSTMENT_MINIMUM_USERS,
  licenseAdjustmentQuote,
  MAXIMUM_USERS,
} from '@app/pricing';
import { AmountList, Button, Card, Heading, Inline, NumberField, ProgressStages, Stack, Text } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { type ActorOptions, type ActorRefFrom, type AnyActorLogic, fromPromise } from 'xstate';
import { ChangeFigures } from '../../../components/change-figures/change-figures.js';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { confirmCardPayment, type StripeLoader } from '../../../lib/card-provider.js';
import { SeatsConfirmation } from '../seats-confirmation/seats-confirmation.js';
import { useStripeOnDemand } from './use-stripe-on-demand.js';

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

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
  clock?: Clock;
}

type PaymentActor = ActorRefFrom<typeof cardPaymentMachine>;

/**
 * The licence adjustment (docs/licences.md#license-adjustment), driven by licenseAdjustmentMachine: the
 * current count and price (and a decrease already scheduled), the new count (at least 2, anything else
 * becomes 2), its projected subtotal, VAT and total, and, for another count, Stripe's figures for the change:
 * what is charged today and when it applies. Finalize: more licences are asked about first, then
 * paid with the subscription's card (3-D Secure and activation shown as stages), fewer are
 * scheduled for the period's end. Its alerts (docs/licences.md#adjustment-messages) become an in-page notice
 * (docs/languages.md#alerts).
 */
export function AdjustmentForm(props: AdjustmentFormProps) {
  const { frequency, currentCount, scheduledChange, onRefresh } = props;
  const intl = useIntl();
  const { call } = useSession();
  const { language } = useLanguage();
  const currentId = useId();
  const newId = useId();
  const stripe = useStripeOnDemand(props.stripeLoader, language);

  const actor = useActorRef(
    licenseAdjustmentMachine.provide({
      actors: {
        updateLicenses: fromPromise(({ input }) => call('updateLicenses', input)),
        previewChange: fromPromise(({ input }) => call('previewChange', input)),
        payment: cardPaymentMachine.provide({
          actors: {
            createSubscription: fromPromise(({ input }) =>
              call('updateLicenses', { newLicenseCount: input.userCount }),
            ),
            confirmCardPayment: fromPromise(async ({ input }) =>
              confirmCardPayment(await stripe(), input.clientSecret),
            ),
            fetchUserStatus: fromPromise(() => call('usersMe').then((me) => me.status)),
          },
        }),
      },
    }),
    {
      input: { frequency, currentCount, decreaseScheduled: scheduledChange !== null },
      ...(props.clock ? { clock: props.clock } : {}),
    },
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const previewing = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('previewing') || snapshot.matches({ editing: 'waiting' }),
  );
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const confirming = useSelector(actor, (snapshot) => snapshot.matches('confirming'));
  // Finalize pressed before the figures came: the question follows them (docs/licences.md#one-tap).
  const finalizeAsked = useSelector(actor, (snapshot) => snapshot.context.finalizeAsked);
  const finalizeButton = useRef<HTMLButtonElement>(null);
  const payment = useSelector(actor, (snapshot) => snapshot.children.payment as PaymentActor | undefined);
  const stage = useSelector(payment, (snapshot) => (snapshot ? cardPaymentStage(snapshot) : 'form'));

  const navigate = useNavigate();
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);
  useEffect(() => {
    // docs/licences.md#adjustment-messages: done, on to the account, which says what was done.
    const navigation = actor.on('navigate', (event) => navigate(event.to, { state: event.state }));
    const refreshing = actor.on('licenses.refresh', () => refresh.current());
    return () => {
      navigation.unsubscribe();
      refreshing.unsubscribe();
    };
  }, [actor, navigate]);

  const perPeriod = (cents: number) =>
    intl.formatMessage(
      { id: 'licenseAdjustment.amountPerPeriod' },
      { amount: formatChf(cents, language), frequency },
    );
  const currentPrice = licenseAdjustmentQuote({ frequency, newLicenseCount: currentCount }).totalCents;
  const { count, quote } = context;
  const rate = formatVatRate(quote.vatRatePercent, language);
  const previewRate = formatVatRate(context.preview?.vatRatePercent ?? quote.vatRatePercent, language);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !done) actor.send({ type: 'ADJUST.FINALIZE' });
  };

  return (
    <Stack gap="large">
      <Card as="section" aria-labelledby={currentId}>
        <Stack gap="medium">
          <Heading level={2} size="3" id={currentId}>
            {intl.formatMessage({ id: 'licenseAdjustment.current.heading' })}
          </Heading>
          <AmountList
            lines={[
              {
                term: intl.formatMessage({ id: 'licenseAdjustment.current.count' }),
                value: intl.formatNumber(currentCount),
              },
              {
                term: intl.formatMessage({ id: 'licenseAdjustment.current.price' }),
                value: perPeriod(currentPrice),
              },
              ...(scheduledChange
                ? [
                    {
                      term: intl.formatMessage({ id: 'licenseAdjustment.current.scheduled' }),
                      value: intl.formatMessage(
                        { id: 'licenseAdjustment.current.scheduledValue' },
                        {
                          count: scheduledChange.numberOfLicenses,
                          date: Date.parse(scheduledChange.effectiveDate),
                        },
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Stack>
      </Card>
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
              value={count}
              min={LICENSE_ADJUSTMENT_MINIMUM_USERS}
              max={MAXIMUM_USERS}
              onValueChange={(value) => actor.send({ type: 'ADJUST.SET_COUNT', value })}
              // docs/licences.md#one-tap: the figures follow the keys, not the field's blur.
              commitWhileTyping
              decrementLabel={intl.formatMessage({ id: 'licenseAdjustment.new.decrement' })}
              incrementLabel={intl.formatMessage({ id: 'licenseAdjustment.new.increment' })}
              disabled={busy || done}
            />
            <Stack gap="small">
              <AmountList
                lines={[
                  {
                    term: intl.formatMessage({ id: 'licenseAdjustment.summary.subtotal' }),
                    value: formatChf(quote.subtotalCents, language),
                  },
                  {
                    term: intl.formatMessage({ id: 'licenseAdjustment.summary.vat' }, { rate }),
                    value: formatChf(quote.vatCents, language),
                  },
                ]}
                total={{
                  term: intl.formatMessage({ id: 'licenseAdjustment.summary.total' }, { frequency }),
                  value: formatChf(quote.totalCents, language),
                }}
              />
              <Text size="small" tone="muted">
                {intl.formatMessage({ id: 'licenseAdjustment.summary.vatIncluded' }, { rate })}
              </Text>
            </Stack>
            {count === currentCount ? null : (
              <Stack gap="small">
                <Heading level={3} size="4">
                  {intl.formatMessage({ id: 'licenseAdjustment.preview.heading' })}
                </Heading>
                <ChangeFigures
                  preview={context.preview}
                  loading={previewing}
                  language={language}
                  words={{
                    dueToday: intl.formatMessage({ id: 'licenseAdjustment.preview.dueToday' }),
                    vat: intl.formatMessage({ id: 'licenseAdjustment.preview.vat' }, { rate: previewRate }),
                    nextCharge: intl.formatMessage({ id: 'licenseAdjustment.preview.nextCharge' }),
                    nextChargeValue: (amount, date) =>
                      intl.formatMessage(
                        { id: 'licenseAdjustment.preview.nextChargeValue' },
                        { amount, date },
                      ),
                    effect: (effective, date) =>
                      effective === 'now'
                        ? intl.formatMessage({ id: 'licenseAdjustment.preview.effectiveNow' })
                        : intl.formatMessage(
                            { id: 'licenseAdjustment.preview.effectiveAtPeriodEnd' },
                            { date },
                          ),
                    loading: intl.formatMessage({ id: 'licenseAdjustment.preview.loading' }),
                  }}
                />
              </Stack>
            )}
            {stage === 'form' ? null : (
              <ProgressStages
                stage={stage}
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
              <Button type="submit" ref={finalizeButton} loading={busy || finalizeAsked} disabled={done}>
                {intl.formatMessage({ id: 'licenseAdjustment.finalize' })}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Card>
      {context.preview ? (
        <SeatsConfirmation
          open={confirming}
          currentCount={currentCount}
          count={count}
          amountDueNow={context.preview.amountDueNow}
          language={language}
          returnFocusTo={finalizeButton}
          onConfirm={() => actor.send({ type: 'ADJUST.CONFIRM' })}
          onCancel={() => actor.send({ type: 'ADJUST.CANCEL' })}
        />
      ) : null}
    </Stack>
  );
}
