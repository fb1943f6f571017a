import type { Language, PaymentMethod } from '@app/contracts';
import { formatChf, formatLongDate } from '@app/i18n';
import {
  billingInfoComplete,
  cardPaymentButtons,
  cardPaymentMachine,
  cardPaymentStage,
  checkoutMachine,
} from '@app/machines';
import {
  type Frequency,
  isPaidPlan,
  MAXIMUM_USERS,
  MINIMUM_USERS,
  nextBillingDate,
  type PaidPlan,
  PRICED_PER_USER,
} from '@app/pricing';
import { Button, Card, Container, Heading, NumberField, SegmentedControl, Stack, Text } from '@app/ui';
import { Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements, StripeElementsOptions } from '@stripe/stripe-js';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ActorOptions, type ActorRefFrom, type AnyActorLogic, fromPromise } from 'xstate';
import { FeedbackNotice } from '../../feedback/feedback-notice/feedback-notice.js';
import { useLanguage } from '../../language/language-context.js';
import { useDocumentTitle } from '../../page/use-document-title.js';
import { Redirecting } from '../../redirect/redirecting/redirecting.js';
import { useSession } from '../../session/session-provider.js';
import { BillingDialog } from '../billing-dialog/billing-dialog.js';
import { CardDialog } from '../card-dialog/card-dialog.js';
import {
  confirmCardPayment,
  createCardPaymentMethod,
  loadStripeJs,
  type StripeLoader,
} from '../card-provider/card-provider.js';
import { OrderSummary } from '../order-summary/order-summary.js';
import { PlanSummary } from '../plan-summary/plan-summary.js';
import * as styles from './payment-page.css.js';

export interface PaymentPageProps {
  /** Where the card provider comes from: Stripe.js by default, a fake in tests and stories. */
  stripeLoader?: StripeLoader;
  /** The day the order is placed, from which the next billing date is counted (fixed in stories). */
  today?: Date;
  /**
   * The clock of the payment's waits (the pause after 3-D Secure, the 4 s polls, the 120 s limit):
   * the real one by default; a story passes XState's SimulatedClock to reach the activation
   * timeout of the real chart without waiting two minutes.
   */
  clock?: Clock;
}

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** SPEC §2: the plan comes with the navigation state; anything but Enterprise is Premium. */
function planFrom(state: unknown): PaidPlan {
  const licenseType =
    state && typeof state === 'object' ? (state as { licenseType?: unknown }).licenseType : undefined;
  return isPaidPlan(licenseType) ? licenseType : 'premium';
}

/**
 * /payment (SPEC §2, §4, §5, §6, §9). Paying needs a session: a visitor signs in first and comes
 * back here with the plan chosen, and so does a user whose session has just expired.
 */
export function PaymentPage({ stripeLoader = loadStripeJs, today, clock }: PaymentPageProps) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const plan = planFrom(location.state);
  useEffect(() => {
    if (!signedIn) navigate('/signin', { replace: true, state: { from: '/payment', licenseType: plan } });
  }, [signedIn, navigate, plan]);
  return signedIn ? (
    <PaymentScreen plan={plan} stripeLoader={stripeLoader} today={today} clock={clock} />
  ) : (
    <Redirecting />
  );
}

interface PaymentScreenProps {
  plan: PaidPlan;
  stripeLoader: StripeLoader;
  today: Date | undefined;
  clock: Clock | undefined;
}

/**
 * Reads GET /config, then loads the card provider it names. Stripe is loaded here and only
 * here (the payment route's chunk), as the page opens, so the card field is ready by the time
 * the billing details are filled in. No provider (no config, Stripe.js unreachable) leaves
 * `null`, and paying then says "Stripe is not ready." (SPEC §8).
 */
function PaymentScreen({ plan, stripeLoader, today, clock }: PaymentScreenProps) {
  const { call } = useSession();
  const { language } = useLanguage();
  const [invoicePaymentEnabled, setInvoicePaymentEnabled] = useState(false);
  // Created once, on the first render: <Elements> must keep the promise it was first given.
  const [stripe] = useState<Promise<Stripe | null>>(() =>
    call('config')
      .then((config) => {
        setInvoicePaymentEnabled(config.invoicePaymentEnabled);
        return stripeLoader(config, language);
      })
      .catch((error: unknown) => {
        console.warn('[payment] the card provider is unavailable', error);
        return null;
      }),
  );
  // The card field follows the interface language, also when it changes on this page.
  const options = useMemo<StripeElementsOptions>(() => ({ locale: language }), [language]);
  return (
    <Elements stripe={stripe} options={options}>
      <Checkout
        plan={plan}
        invoicePaymentEnabled={invoicePaymentEnabled}
        language={language}
        today={today}
        clock={clock}
      />
    </Elements>
  );
}

interface CheckoutProps {
  plan: PaidPlan;
  invoicePaymentEnabled: boolean;
  language: Language;
  today: Date | undefined;
  clock: Clock | undefined;
}

type CardPaymentActor = ActorRefFrom<typeof cardPaymentMachine>;

/** The order, the billing-info dialog and the card dialog, driven by checkoutMachine. */
function Checkout({ plan, invoicePaymentEnabled, language, today, clock }: CheckoutProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { call } = useSession();
  useDocumentTitle(intl.formatMessage({ id: 'payment.title' }));
  const orderHeadingId = useId();

  // The card actors run long after this render; they read the provider as it is then.
  const stripe = useStripe();
  const elements = useElements();
  const provider = useRef<{ stripe: Stripe | null; elements: StripeElements | null }>({ stripe, elements });
  useEffect(() => {
    provider.current = { stripe, elements };
  }, [stripe, elements]);

  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        saveBillingInfo: fromPromise(({ input }) => call('saveBillingInfo', input)),
        createInvoiceSubscription: fromPromise(({ input }) => call('createSubscriptionInvoice', input)),
        cardPayment: cardPaymentMachine.provide({
          actors: {
            createPaymentMethod: fromPromise(() =>
              createCardPaymentMethod(provider.current.stripe, provider.current.elements),
            ),
            createSubscription: fromPromise(({ input }) => call('createSubscriptionCreditCard', input)),
            confirmCardPayment: fromPromise(({ input }) =>
              confirmCardPayment(provider.current.stripe, input.clientSecret),
            ),
            fetchUserStatus: fromPromise(() => call('usersMe').then((me) => me.status)),
          },
        }),
      },
    }),
    // The card payment is a child of this actor: its delays run on the same clock.
    { input: { plan }, ...(clock ? { clock } : {}) },
  );

  useEffect(() => {
    const navigation = actor.on('navigate', (event) => navigate(event.to, { state: event.state }));
    // SPEC §8: a failed save of the billing info is only logged; the payment goes on.
    const logged = actor.on('failure.logged', (event) =>
      console.warn(`[payment] ${event.call} failed`, event.error),
    );
    return () => {
      navigation.unsubscribe();
      logged.unsubscribe();
    };
  }, [actor, navigate]);

  const frequency = useSelector(actor, (snapshot) => snapshot.context.frequency);
  const userCount = useSelector(actor, (snapshot) => snapshot.context.userCount);
  const paymentMethod = useSelector(actor, (snapshot) => snapshot.context.paymentMethod);
  const quote = useSelector(actor, (snapshot) => snapshot.context.quote);
  const billingInfo = useSelector(actor, (snapshot) => snapshot.context.billingInfo);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const ordering = useSelector(actor, (snapshot) => snapshot.matches('ordering'));
  const paying = useSelector(actor, (snapshot) => snapshot.matches('card'));
  const billingOpen = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('billingInfo') || snapshot.matches('savingBillingInfo') || snapshot.matches('invoice'),
  );
  const billingBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  const card = useSelector(actor, (snapshot) => snapshot.children.card as CardPaymentActor | undefined);
  const stage = useSelector(card, (snapshot) => (snapshot ? cardPaymentStage(snapshot) : 'form'));
  const canPay = useSelector(card, (snapshot) => (snapshot ? cardPaymentButtons(snapshot).pay : false));
  const canCancel = useSelector(card, (snapshot) => (snapshot ? cardPaymentButtons(snapshot).cancel : false));
  const cardFeedback = useSelector(card, (snapshot) => snapshot?.context.feedback ?? null);

  const nextBilling = formatLongDate(nextBillingDate(today ?? new Date(), frequency), language);
  const amountDue = formatChf(quote.totalCents, language);
  const perUser = PRICED_PER_USER[plan];

  return (
    <Container>
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1}>{intl.formatMessage({ id: 'payment.title' })}</Heading>
          <Text size="large" tone="muted">
            {intl.formatMessage({ id: 'payment.intro' })}
          </Text>
        </Stack>
        <div className={styles.layout}>
          <PlanSummary plan={plan} frequency={frequency} language={language} />
          <Card as="section" aria-labelledby={orderHeadingId}>
            <Stack gap="large">
              <Heading level={2} size="3" id={orderHeadingId}>
                {intl.formatMessage({ id: 'payment.order.heading' })}
              </Heading>
              {perUser ? (
                <NumberField
                  name="userCount"
                  label={intl.formatMessage({ id: 'payment.userCount.label' })}
                  hint={intl.formatMessage(
                    { id: 'payment.userCount.hint' },
                    { minimum: MINIMUM_USERS[plan] },
                  )}
                  value={userCount}
                  min={MINIMUM_USERS[plan]}
                  max={MAXIMUM_USERS}
                  onValueChange={(value) => actor.send({ type: 'ORDER.SET_USER_COUNT', value })}
                  // The order summary follows the count as it is typed (issue 23).
                  commitWhileTyping
                  decrementLabel={intl.formatMessage({ id: 'payment.userCount.decrement' })}
                  incrementLabel={intl.formatMessage({ id: 'payment.userCount.increment' })}
                  disabled={!ordering}
                />
              ) : null}
              <SegmentedControl<Frequency>
                name="frequency"
                label={intl.formatMessage({ id: 'payment.frequency.label' })}
                value={frequency}
                onValueChange={(next) => actor.send({ type: 'ORDER.SET_FREQUENCY', frequency: next })}
                disabled={!ordering}
                options={[
                  {
                    value: 'annual',
                    label: intl.formatMessage({ id: 'payment.frequency.annual' }),
                    badge: intl.formatMessage({ id: 'payment.frequency.annualOffer' }),
                  },
                  { value: 'monthly', label: intl.formatMessage({ id: 'payment.frequency.monthly' }) },
                ]}
              />
              {/* SPEC §2 fixes the method to card; invoices are offered when /config turns them on. */}
              <SegmentedControl<PaymentMethod>
                name="paymentMethod"
                label={intl.formatMessage({ id: 'payment.method.label' })}
                value={paymentMethod}
                onValueChange={(next) =>
                  actor.send({ type: 'ORDER.SET_PAYMENT_METHOD', paymentMethod: next })
                }
                disabled={!ordering}
                options={[
                  { value: 'card', label: intl.formatMessage({ id: 'payment.method.card' }) },
                  invoicePaymentEnabled
                    ? { value: 'invoice', label: intl.formatMessage({ id: 'payment.method.invoice' }) }
                    : {
                        value: 'invoice',
                        label: intl.formatMessage({ id: 'payment.method.invoice' }),
                        description: intl.formatMessage({ id: 'payment.method.invoiceUnavailable' }),
                        disabled: true,
                      },
                ]}
              />
              <OrderSummary quote={quote} language={language} nextBilling={nextBilling} />
              <FeedbackNotice feedback={feedback} focusWhen="error" />
              <Button
                size="large"
                fullWidth
                onClick={() => actor.send({ type: 'CHECKOUT.CONTINUE' })}
                disabled={!ordering}
              >
                {intl.formatMessage({ id: 'payment.continue' })}
              </Button>
            </Stack>
          </Card>
        </div>
      </Stack>
      <BillingDialog
        open={billingOpen}
        values={billingInfo}
        onChange={(field, value) => actor.send({ type: 'BILLING.CHANGE', field, value })}
        onConfirm={() => actor.send({ type: 'BILLING.CONFIRM' })}
        onCancel={() => actor.send({ type: 'BILLING.CANCEL' })}
        canConfirm={billingInfoComplete(billingInfo)}
        busy={billingBusy}
      />
      <CardDialog
        open={paying && Boolean(card)}
        amount={amountDue}
        stage={stage}
        canPay={canPay}
        canCancel={canCancel}
        providerReady={Boolean(stripe && elements)}
        feedback={cardFeedback}
        onPay={() => card?.send({ type: 'CARD.SUBMIT' })}
        onCancel={() => card?.send({ type: 'CARD.CANCEL' })}
      />
    </Container>
  );
}
