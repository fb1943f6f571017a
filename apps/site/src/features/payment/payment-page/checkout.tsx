import type { BillingInfo, Language } from '@app/contracts';
import { formatChf, formatLongDate } from '@app/i18n';
import {
  billingInfoComplete,
  type CurrentSubscription,
  cardPaymentButtons,
  cardPaymentMachine,
  cardPaymentStage,
  checkoutMachine,
} from '@app/machines';
import { nextBillingDate, type PaidPlan } from '@app/pricing';
import { Button, Container, Heading, Spinner, Stack, Text } from '@app/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { type ActorOptions, type ActorRefFrom, type AnyActorLogic, fromPromise } from 'xstate';
import { CardDialog } from '../../../components/card-dialog/card-dialog.js';
import { SavedCardChoice } from '../../../components/card-dialog/saved-card-choice.js';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useCardProvider } from '../../../hooks/use-card-provider.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { confirmCardPayment, createCardPaymentMethod } from '../../../lib/card-provider.js';
import { BillingDialog } from '../billing-dialog/billing-dialog.js';
import { OrderForm } from '../order-form/order-form.js';
import { PlanSummary } from '../plan-summary/plan-summary.js';
import type { AccountState } from '../use-account/use-account.js';
import * as styles from './payment-page.css.js';
import { useBillingPrefill } from './use-billing-prefill.js';

/** The clock of the payment's waits (see PaymentPageProps.clock). */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

export interface CheckoutProps {
  plan: PaidPlan;
  account: AccountState;
  invoicePaymentEnabled: boolean;
  language: Language;
  today: Date | undefined;
  clock: Clock | undefined;
}

/** The page's frame: its title, then the order once the account is known. */
export function Checkout({ account, ...props }: CheckoutProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'payment.title' }));
  const change = account.status === 'ready' && account.current !== null;
  return (
    <Container>
      <Stack gap="xlarge">
        <Stack gap="small">
          <Heading level={1}>{intl.formatMessage({ id: 'payment.title' })}</Heading>
          <Text size="large" tone="muted">
            {change
              ? intl.formatMessage({ id: 'payment.change.intro' })
              : intl.formatMessage({ id: 'payment.intro' })}
          </Text>
        </Stack>
        {account.status === 'loading' ? (
          <Spinner label={intl.formatMessage({ id: 'payment.loading' })} showLabel />
        ) : null}
        {account.status === 'failed' ? (
          <FeedbackNotice
            feedback={account.feedback}
            title={intl.formatMessage({ id: 'payment.error.load' })}
            action={
              <Button variant="secondary" size="small" onClick={account.retry}>
                {intl.formatMessage({ id: 'payment.retry' })}
              </Button>
            }
          />
        ) : null}
        {account.status === 'ready' ? (
          <Order
            {...props}
            current={account.current}
            licenseHeldElsewhere={account.licenseHeldElsewhere}
            savedBilling={account.savedBilling}
          />
        ) : null}
      </Stack>
    </Container>
  );
}

type CardPaymentActor = ActorRefFrom<typeof cardPaymentMachine>;

interface OrderProps extends Omit<CheckoutProps, 'account'> {
  current: CurrentSubscription | null;
  licenseHeldElsewhere: boolean;
  savedBilling: BillingInfo | null;
}

/** The order, the billing-info dialog and the card dialog, driven by checkoutMachine. */
function Order({
  plan,
  current,
  licenseHeldElsewhere,
  savedBilling,
  invoicePaymentEnabled,
  language,
  today,
  clock,
}: OrderProps) {
  const navigate = useNavigate();
  const { call, planChanged } = useSession();
  // Both dialogs give the focus back to Continue, the card dialog too, though it opens from the
  // billing dialog (docs/routes-and-screens.md#focus-after-dialog).
  const continueButton = useRef<HTMLButtonElement>(null);

  const { provider, ready } = useCardProvider();

  const actor = useActorRef(
    checkoutMachine.provide({
      actors: {
        saveBillingInfo: fromPromise(({ input }) => call('saveBillingInfo', input)),
        createInvoiceSubscription: fromPromise(({ input }) => call('createSubscriptionInvoice', input)),
        previewChange: fromPromise(({ input }) => call('previewChange', input)),
        scheduleChange: fromPromise(({ input }) => call('scheduleChange', input)),
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
    { input: { plan, current, licenseHeldElsewhere }, ...(clock ? { clock } : {}) },
  );

  useBillingPrefill(actor, savedBilling);

  useEffect(() => {
    const navigation = actor.on('navigate', (event) => navigate(event.to, { state: event.state }));
    // docs/subscriptions-and-money.md#billing-dialog: a failed save of the billing info is only logged; the
    // payment goes on.
    const logged = actor.on('failure.logged', (event) =>
      console.warn(`[payment] ${event.call} failed`, event.error),
    );
    return () => {
      navigation.unsubscribe();
      logged.unsubscribe();
    };
  }, [actor, navigate]);

  const context = useSelector(actor, (snapshot) => snapshot.context);
  const ordering = useSelector(actor, (snapshot) => snapshot.matches('ordering'));
  const previewing = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('previewing') || snapshot.matches({ ordering: 'waiting' }),
  );
  const scheduled = useSelector(actor, (snapshot) => snapshot.matches('scheduled'));
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
  const cardSource = useSelector(card, (snapshot) => snapshot?.context.card ?? 'new');
  const cardOnFile = current?.paidBy !== 'invoice' ? current?.cardOnFile : null;
  // The plan is paid for: the top bar reads it again, and drops "Try for free" at once.
  const activated = stage === 'activated';
  useEffect(() => {
    if (activated) planChanged();
  }, [activated, planChanged]);

  const nextBilling = formatLongDate(nextBillingDate(today ?? new Date(), context.frequency), language);
  // A change is charged what Stripe's preview said; a first purchase what the catalogue says.
  const amountDue = formatChf(context.preview?.amountDueNow ?? context.quote.totalCents, language);

  return (
    <>
      <div className={styles.layout}>
        <PlanSummary plan={plan} frequency={context.frequency} language={language} />
        <OrderForm
          plan={plan}
          language={language}
          frequency={context.frequency}
          userCount={context.userCount}
          paymentMethod={context.paymentMethod}
          invoicePaymentEnabled={invoicePaymentEnabled}
          quote={context.quote}
          nextBilling={nextBilling}
          current={current}
          preview={context.preview}
          previewing={previewing}
          feedback={context.feedback}
          editable={ordering}
          finished={scheduled}
          onFrequency={(frequency) => actor.send({ type: 'ORDER.SET_FREQUENCY', frequency })}
          onUserCount={(value) => actor.send({ type: 'ORDER.SET_USER_COUNT', value })}
          onPaymentMethod={(paymentMethod) => actor.send({ type: 'ORDER.SET_PAYMENT_METHOD', paymentMethod })}
          onContinue={() => actor.send({ type: 'CHECKOUT.CONTINUE' })}
          continueRef={continueButton}
        />
      </div>
      <BillingDialog
        open={billingOpen}
        values={context.billingInfo}
        onChange={(field, value) => actor.send({ type: 'BILLING.CHANGE', field, value })}
        onConfirm={() => actor.send({ type: 'BILLING.CONFIRM' })}
        onCancel={() => actor.send({ type: 'BILLING.CANCEL' })}
        canConfirm={billingInfoComplete(context.billingInfo)}
        busy={billingBusy}
        returnFocusTo={continueButton}
      />
      <CardDialog
        open={paying && Boolean(card)}
        amount={amountDue}
        purpose={current ? 'change' : 'subscription'}
        stage={stage}
        canPay={canPay}
        canCancel={canCancel}
        providerReady={ready}
        feedback={cardFeedback}
        onPay={() => card?.send({ type: 'CARD.SUBMIT' })}
        // docs/subscriptions-and-money.md#card-on-file: the card on file pays, or another one.
        cardChoice={
          cardOnFile ? (
            <SavedCardChoice
              savedCard={cardOnFile}
              value={cardSource}
              onValueChange={(choice) => card?.send({ type: 'CARD.USE', card: choice })}
              disabled={stage !== 'form' && stage !== 'error'}
            />
          ) : null
        }
        showCardField={cardSource === 'new'}
        // docs/subscriptions-and-money.md#card-dialog: once paid, Done goes on to the account, which
        // shows the running plan, rather than back to an order that is no more.
        onCancel={() => (activated ? navigate('/account') : card?.send({ type: 'CARD.CANCEL' }))}
        returnFocusTo={continueButton}
      />
    </>
  );
}
