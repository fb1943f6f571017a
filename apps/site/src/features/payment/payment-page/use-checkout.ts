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
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ActorOptions, type ActorRefFrom, type AnyActorLogic, fromPromise } from 'xstate';
import type { CardDialogProps } from '../../../components/card-dialog/card-dialog.js';
import type { SavedCardChoiceProps } from '../../../components/card-dialog/saved-card-choice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useCardProvider } from '../../../hooks/use-card-provider.js';
import { confirmCardPayment, createCardPaymentMethod } from '../../../lib/card-provider.js';
import type { BillingDialogProps } from '../billing-dialog/billing-dialog.js';
import type { OrderFormProps } from '../order-form/order-form.js';
import { useBillingPrefill } from './use-billing-prefill.js';

/** The clock of the payment's waits (see PaymentPageProps.clock). */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

type CardPaymentActor = ActorRefFrom<typeof cardPaymentMachine>;

/** What the order starts from: the plan chosen, and what the account and /config said. */
export interface CheckoutInputs {
  plan: PaidPlan;
  current: CurrentSubscription | null;
  licenseHeldElsewhere: boolean;
  savedBilling: BillingInfo | null;
  /**
   * After a change of the practice's subscription is made (scheduled, or paid): the practice is
   * read again (docs/licences.md#practice-view). Her own order keeps what it showed, its outcome said.
   */
  onChanged?: () => void;
  invoicePaymentEnabled: boolean;
  language: Language;
  today: Date | undefined;
  clock: Clock | undefined;
}

/** What /payment's order draws: the order form, the billing-info dialog and the card dialog. */
export interface CheckoutState {
  readonly order: OrderFormProps;
  readonly billing: BillingDialogProps;
  readonly card: Omit<CardDialogProps, 'cardChoice'>;
  /** docs/subscriptions-and-money.md#card-on-file: the card on file pays, or another one. */
  readonly cardChoice: SavedCardChoiceProps | null;
}

/** The checkout chart with its card payment, their calls bound to the session's client and Stripe. */
function useCheckoutChart({ plan, current, licenseHeldElsewhere, savedBilling, clock }: CheckoutInputs) {
  const navigate = useNavigate();
  const { call } = useSession();
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

  const card = useSelector(actor, (snapshot) => snapshot.children.card as CardPaymentActor | undefined);
  return {
    actor,
    card,
    navigate,
    providerReady: ready,
    context: useSelector(actor, (snapshot) => snapshot.context),
    ordering: useSelector(actor, (snapshot) => snapshot.matches('ordering')),
    previewing: useSelector(
      actor,
      (snapshot) => snapshot.hasTag('previewing') || snapshot.matches({ ordering: 'waiting' }),
    ),
    scheduled: useSelector(actor, (snapshot) => snapshot.matches('scheduled')),
    paying: useSelector(actor, (snapshot) => snapshot.matches('card')),
    billingOpen: useSelector(
      actor,
      (snapshot) =>
        snapshot.matches('billingInfo') ||
        snapshot.matches('savingBillingInfo') ||
        snapshot.matches('invoice'),
    ),
    billingBusy: useSelector(actor, (snapshot) => snapshot.hasTag('busy')),
    stage: useSelector(card, (snapshot) => (snapshot ? cardPaymentStage(snapshot) : 'form')),
    canPay: useSelector(card, (snapshot) => (snapshot ? cardPaymentButtons(snapshot).pay : false)),
    canCancel: useSelector(card, (snapshot) => (snapshot ? cardPaymentButtons(snapshot).cancel : false)),
    cardFeedback: useSelector(card, (snapshot) => snapshot?.context.feedback ?? null),
    cardSource: useSelector(card, (snapshot) => snapshot?.context.card ?? 'new'),
  };
}

/**
 * /payment's order (docs/subscriptions-and-money.md#payment-page), driven by checkoutMachine: what the
 * order form, the billing-info dialog and the card dialog are given.
 */
export function useCheckout(inputs: CheckoutInputs): CheckoutState {
  const { plan, current, invoicePaymentEnabled, language, today } = inputs;
  const { planChanged } = useSession();
  const chart = useCheckoutChart(inputs);
  const { actor, card, context, stage } = chart;
  // Both dialogs give the focus back to Continue, the card dialog too, though it opens from the
  // billing dialog (docs/routes-and-screens.md#focus-after-dialog).
  const continueButton = useRef<HTMLButtonElement>(null);
  const cardOnFile = current?.paidBy !== 'invoice' ? current?.cardOnFile : null;
  // The plan is paid for: the top bar reads it again, and drops "Try for free" at once.
  const activated = stage === 'activated';
  useEffect(() => {
    if (activated) planChanged();
  }, [activated, planChanged]);
  // docs/licences.md#practice-view: after a change the practice is read again (the figures shown are the new ones).
  const changed = activated || chart.scheduled;
  const onChanged = useRef(inputs.onChanged);
  onChanged.current = inputs.onChanged;
  useEffect(() => {
    if (changed) onChanged.current?.();
  }, [changed]);

  const nextBilling = formatLongDate(nextBillingDate(today ?? new Date(), context.frequency), language);
  // A change is charged what Stripe's preview said; a first purchase what the catalogue says.
  const amountDue = formatChf(context.preview?.amountDueNow ?? context.quote.totalCents, language);

  return {
    order: {
      plan,
      language,
      frequency: context.frequency,
      userCount: context.userCount,
      paymentMethod: context.paymentMethod,
      invoicePaymentEnabled,
      quote: context.quote,
      nextBilling,
      current,
      preview: context.preview,
      previewing: chart.previewing,
      feedback: context.feedback,
      editable: chart.ordering,
      finished: chart.scheduled,
      onFrequency: (frequency) => actor.send({ type: 'ORDER.SET_FREQUENCY', frequency }),
      onUserCount: (value) => actor.send({ type: 'ORDER.SET_USER_COUNT', value }),
      onPaymentMethod: (paymentMethod) => actor.send({ type: 'ORDER.SET_PAYMENT_METHOD', paymentMethod }),
      onContinue: () => actor.send({ type: 'CHECKOUT.CONTINUE' }),
      continueRef: continueButton,
    },
    billing: {
      open: chart.billingOpen,
      values: context.billingInfo,
      onChange: (field, value) => actor.send({ type: 'BILLING.CHANGE', field, value }),
      onConfirm: () => actor.send({ type: 'BILLING.CONFIRM' }),
      onCancel: () => actor.send({ type: 'BILLING.CANCEL' }),
      canConfirm: billingInfoComplete(context.billingInfo),
      busy: chart.billingBusy,
      returnFocusTo: continueButton,
    },
    card: {
      open: chart.paying && Boolean(card),
      amount: amountDue,
      purpose: current ? 'change' : 'subscription',
      stage,
      canPay: chart.canPay,
      canCancel: chart.canCancel,
      providerReady: chart.providerReady,
      feedback: chart.cardFeedback,
      onPay: () => card?.send({ type: 'CARD.SUBMIT' }),
      showCardField: chart.cardSource === 'new',
      // docs/subscriptions-and-money.md#card-dialog: once paid, Done goes on to the account, which
      // shows the running plan, rather than back to an order that is no more.
      onCancel: () => (activated ? chart.navigate('/account') : card?.send({ type: 'CARD.CANCEL' })),
      returnFocusTo: continueButton,
    },
    cardChoice: cardOnFile
      ? {
          savedCard: cardOnFile,
          value: chart.cardSource,
          onValueChange: (choice) => card?.send({ type: 'CARD.USE', card: choice }),
          disabled: stage !== 'form' && stage !== 'error',
        }
      : null,
  };
}
