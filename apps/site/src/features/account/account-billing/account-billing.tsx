import type { Invoice, SubscriptionInfo } from '@app/contracts';
import {
  type BillingDetailsEvent,
  billingDetailsMachine,
  cardChangeMachine,
  cardChangeStage,
  resumeMachine,
} from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useCardProvider } from '../../../hooks/use-card-provider.js';
import { confirmCardSetup } from '../../../lib/card-provider.js';
import { BillingDetailsDialog } from '../billing-details-dialog/billing-details-dialog.js';
import { BillingOverview } from '../billing-overview/billing-overview.js';
import { PracticeResume, practiceResumeFeedback } from '../billing-overview/practice-resume.js';
import { CardChangeDialog } from '../card-change-dialog/card-change-dialog.js';
import { InvoicePayment } from '../invoice-payment/invoice-payment.js';
import { OrderAwaitingBanner } from '../order-awaiting-banner/order-awaiting-banner.js';
import { PaymentProblemBanner } from '../payment-problem-banner/payment-problem-banner.js';
import type { ResumeControls } from '../subscription-details/subscription-details.js';

export interface AccountBillingOptions {
  /** The day the card's expiry is judged against: today by default, fixed in stories. */
  today?: Date;
}

interface Inputs extends AccountBillingOptions {
  info: SubscriptionInfo | null;
  refresh: () => void;
  /** Resuming answers in the subscription's section: what the page said there before goes. */
  dismissFeedback: () => void;
  /** Stripe.js is loaded when the card field or 3-D Secure may be needed, not before. */
  loadStripe: () => void;
  /**
   * `info` is the practice's, which its billing manager acts on (docs/licences.md#practice-view):
   * said in the heading; `adjustSeats`, the way to change its number of licences beside the card
   * (`plan`, for a reader without the practice's licence management, which has it); `changePlan`,
   * the way to /payment to change its plan and frequency (`plan`); `resume`, resuming it once
   * cancelled (`plan`).
   */
  practice?: { adjustSeats: boolean; changePlan: boolean; resume: boolean } | null;
}

/**
 * The parts of the account page of docs/subscriptions-and-money.md#billing, for the owner of a paid
 * subscription: the banner of an unpaid renewal, what she pays (with the card change and the
 * billing details), resuming a cancelled subscription, and paying an open invoice. The page places each part.
 */
export function useAccountBilling({ info, refresh, dismissFeedback, loadStripe, today, practice }: Inputs) {
  const { call } = useSession();
  const intl = useIntl();
  const owner = info !== null && info.accountType !== 'free' && info.subscriptionToken !== null;
  const [cardOpen, setCardOpen] = useState(false);
  const [invoice, setInvoice] = useState<{ id: string; amountDue: number } | null>(null);
  const [feedbackFrom, setFeedbackFrom] = useState<'card' | 'details' | null>(null);
  const [cardSaved, setCardSaved] = useState(false);

  const details = useActorRef(
    billingDetailsMachine.provide({
      actors: {
        loadBillingInfo: fromPromise(() => call('billingInfo')),
        saveBillingInfo: fromPromise(({ input }) => call('saveBillingInfo', input)),
      },
    }),
  );
  const detailsContext = useSelector(details, (snapshot) => snapshot.context);
  const editing = useSelector(
    details,
    (snapshot) => snapshot.matches('editing') || snapshot.matches('saving'),
  );
  const saving = useSelector(details, (snapshot) => snapshot.matches('saving'));
  const savedDetails = useSelector(
    details,
    (snapshot) => snapshot.matches('viewing') && snapshot.context.feedback?.tone === 'success',
  );

  const resumeActor = useActorRef(
    resumeMachine.provide({ actors: { resumeSubscription: fromPromise(() => call('resumeSubscription')) } }),
  );
  const confirmingResume = useSelector(resumeActor, (snapshot) => snapshot.matches('confirming'));
  const resuming = useSelector(resumeActor, (snapshot) => snapshot.matches('resuming'));
  const resumeFeedback = useSelector(resumeActor, (snapshot) => snapshot.context.feedback);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    const resumed = resumeActor.on('subscription.resumed', () => refreshRef.current());
    return () => resumed.unsubscribe();
  }, [resumeActor]);

  const payInvoice = (open: Pick<Invoice, 'id' | 'amount_due'>) => {
    loadStripe();
    setInvoice({ id: open.id, amountDue: open.amount_due });
  };
  const problem = owner ? info.paymentProblem : null;
  // docs/subscriptions-and-money.md#credit-limit: an order on invoice that waits is the account's own.
  const awaiting = info?.orderAwaiting ?? null;

  const banner: ReactNode = problem ? (
    <PaymentProblemBanner
      problem={problem}
      busy={invoice !== null}
      onPayNow={() => payInvoice({ id: problem.invoiceId, amount_due: problem.amountDue })}
    />
  ) : awaiting ? (
    <OrderAwaitingBanner
      order={awaiting}
      busy={invoice !== null}
      onPayNow={() => payInvoice({ id: awaiting.invoiceId, amount_due: awaiting.amountDue })}
    />
  ) : null;

  const resume: ResumeControls | undefined = owner
    ? {
        confirming: confirmingResume,
        resuming,
        onAsk: () => {
          dismissFeedback();
          resumeActor.send({ type: 'RESUME.ASK' });
        },
        onConfirm: () => resumeActor.send({ type: 'RESUME.CONFIRM' }),
        onDismiss: () => resumeActor.send({ type: 'RESUME.DISMISS' }),
      }
    : undefined;
  // docs/licences.md#practice-view: `plan` resumes the practice's cancelled subscription beside its card.
  const practiceEnds = practice?.resume && resume ? (info?.cancellationDate ?? null) : null;

  const overviewFeedback =
    practice && resumeFeedback ? (
      <FeedbackNotice feedback={practiceResumeFeedback(resumeFeedback)} />
    ) : feedbackFrom === 'card' && cardSaved ? (
      <FeedbackNotice feedback={{ kind: 'message', id: 'billing.card.saved', tone: 'success' }} />
    ) : feedbackFrom === 'details' && savedDetails ? (
      <FeedbackNotice feedback={detailsContext.feedback} />
    ) : null;

  const overview: ReactNode =
    owner && info.accountType !== 'free' ? (
      <BillingOverview
        id={problem ? undefined : 'billing'}
        heading={practice ? intl.formatMessage({ id: 'account.practice.billing.heading' }) : undefined}
        adjustSeats={practice?.adjustSeats}
        changePlan={practice?.changePlan}
        resume={
          practiceEnds && resume && info ? (
            <PracticeResume
              info={{ ...info, cancellationDate: practiceEnds }}
              controls={resume}
              busy={invoice !== null || cardOpen || editing}
            />
          ) : undefined
        }
        info={info}
        today={today ?? new Date()}
        details={detailsContext.saved}
        detailsLoadFailed={detailsContext.loadFailed}
        busy={invoice !== null || cardOpen || editing}
        feedback={overviewFeedback}
        onChangeCard={() => {
          loadStripe();
          setCardSaved(false);
          setFeedbackFrom('card');
          setCardOpen(true);
        }}
        onEditDetails={() => {
          setFeedbackFrom('details');
          details.send({ type: 'DETAILS.EDIT' });
        }}
      />
    ) : null;

  return {
    owner,
    banner,
    overview,
    resume,
    resumeFeedback: resumeFeedback ? <FeedbackNotice feedback={resumeFeedback} /> : null,
    payInvoice,
    paying: invoice !== null,
    invoice,
    closeInvoice: () => setInvoice(null),
    savedCard: info?.paymentMethod ?? null,
    cardOpen,
    closeCard: () => setCardOpen(false),
    onCardSaved: () => {
      setCardSaved(true);
      refreshRef.current();
    },
    sendDetails: (event: BillingDetailsEvent) => details.send(event),
    detailsContext,
    editing,
    saving,
    refresh: () => refreshRef.current(),
  };
}

export type AccountBillingState = ReturnType<typeof useAccountBilling>;

/**
 * The dialogs of docs/subscriptions-and-money.md#billing: the card change, the billing details, an
 * invoice's payment.
 */
export function AccountBilling({ billing }: { billing: AccountBillingState }) {
  const { detailsContext } = billing;
  return (
    <>
      {billing.cardOpen ? <CardChange onClose={billing.closeCard} onSaved={billing.onCardSaved} /> : null}
      <BillingDetailsDialog
        open={billing.editing}
        values={detailsContext.values}
        errors={detailsContext.errors}
        busy={billing.saving}
        feedback={
          detailsContext.feedback?.tone === 'error' ? (
            <FeedbackNotice feedback={detailsContext.feedback} />
          ) : null
        }
        onChange={(field, value) => billing.sendDetails({ type: 'DETAILS.CHANGE', field, value })}
        onSave={() => billing.sendDetails({ type: 'DETAILS.SAVE' })}
        onCancel={() => billing.sendDetails({ type: 'DETAILS.CANCEL' })}
      />
      {billing.invoice ? (
        <InvoicePayment
          invoiceId={billing.invoice.id}
          amountDue={billing.invoice.amountDue}
          savedCard={billing.savedCard}
          onPaid={billing.refresh}
          onClose={billing.closeInvoice}
        />
      ) : null}
    </>
  );
}

/** The card change dialog with its own chart, started anew each time it opens. */
function CardChange({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { call } = useSession();
  const { provider, ready } = useCardProvider();
  const actor = useActorRef(
    cardChangeMachine.provide({
      actors: {
        setupPaymentMethod: fromPromise(() => call('setupPaymentMethod')),
        confirmCardSetup: fromPromise(({ input }) =>
          confirmCardSetup(provider.current.stripe, provider.current.elements, input.clientSecret),
        ),
        updatePaymentMethod: fromPromise(({ input }) => call('updatePaymentMethod', input)),
      },
    }),
  );
  const stage = useSelector(actor, cardChangeStage);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  useEffect(() => {
    const saved = actor.on('card.saved', () => savedRef.current());
    return () => saved.unsubscribe();
  }, [actor]);
  return (
    <CardChangeDialog
      open
      stage={stage}
      feedback={stage === 'saved' ? feedback : stage === 'error' ? feedback : null}
      providerReady={ready}
      onSave={() => actor.send({ type: 'CARD.SUBMIT' })}
      onClose={onClose}
    />
  );
}
