import type { PaymentMethodSummary } from '@app/contracts';
import { formatChf } from '@app/i18n';
import { type CardSource, cardPaymentButtons, cardPaymentMachine, cardPaymentStage } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { CardDialog } from '../../../components/card-dialog/card-dialog.js';
import { SavedCardChoice } from '../../../components/card-dialog/saved-card-choice.js';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { useCardProvider } from '../../../hooks/use-card-provider.js';
import { confirmCardPayment, createCardPaymentMethod } from '../../../lib/card-provider.js';

export interface InvoicePaymentProps {
  invoiceId: string;
  amountDue: number;
  /** The subscription's card, offered first; without one a new card is the only way. */
  savedCard: PaymentMethodSummary | null;
  /** The invoice is paid: the account reloads. */
  onPaid: () => void;
  onClose: () => void;
}

/**
 * docs/subscriptions-and-money.md#payment-problem, "Pay now" and an open invoice's "Pay": the
 * invoice paid through the stages of the first payment (3-D Secure included), with the
 * subscription's card or a new one, which then pays the renewals too. The choice of card starts the
 * payment chart anew.
 */
export function InvoicePayment(props: InvoicePaymentProps) {
  const [card, setCard] = useState<CardSource>(props.savedCard ? 'saved' : 'new');
  // The dialog a choice of card opens anew finds the focus in the one it replaces: each gives it
  // back to the button that began the payment (docs/routes-and-screens.md#focus-after-dialog),
  // read before the browser moves the focus off it, disabled by the same render.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, []);
  return <InvoicePaymentDialog key={card} {...props} card={card} onCard={setCard} returnFocusTo={opener} />;
}

function InvoicePaymentDialog({
  invoiceId,
  amountDue,
  savedCard,
  onPaid,
  onClose,
  card,
  onCard,
  returnFocusTo,
}: InvoicePaymentProps & {
  card: CardSource;
  onCard: (card: CardSource) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const { call } = useSession();
  const { language } = useLanguage();
  const { provider, ready } = useCardProvider();

  const actor = useActorRef(
    cardPaymentMachine.provide({
      actors: {
        createPaymentMethod: fromPromise(() =>
          createCardPaymentMethod(provider.current.stripe, provider.current.elements),
        ),
        payInvoice: fromPromise(({ input }) => call('payInvoice', input)),
        confirmCardPayment: fromPromise(({ input }) =>
          confirmCardPayment(provider.current.stripe, input.clientSecret),
        ),
        fetchUserStatus: fromPromise(() => call('usersMe').then((me) => me.status)),
      },
    }),
    { input: { invoiceId, card } },
  );
  const stage = useSelector(actor, cardPaymentStage);
  const buttons = useSelector(actor, cardPaymentButtons);
  const feedback = useSelector(actor, (snapshot) => snapshot.context.feedback);

  const paid = stage === 'activated';
  const reported = useRef(false);
  useEffect(() => {
    if (paid && !reported.current) {
      reported.current = true;
      onPaid();
    }
  }, [paid, onPaid]);

  const amount = formatChf(amountDue, language);
  const cardChoice = savedCard ? (
    <SavedCardChoice
      savedCard={savedCard}
      value={card}
      onValueChange={onCard}
      disabled={stage !== 'form' && stage !== 'error'}
    />
  ) : null;

  return (
    <CardDialog
      open
      amount={amount}
      stage={stage}
      canPay={buttons.pay}
      canCancel={buttons.cancel}
      providerReady={ready}
      feedback={feedback}
      onPay={() => actor.send({ type: 'CARD.SUBMIT' })}
      onCancel={onClose}
      texts={{
        title: intl.formatMessage({ id: 'billing.pay.title' }),
        description: intl.formatMessage({ id: 'billing.pay.description' }, { amount }),
        activating: intl.formatMessage({ id: 'billing.pay.stage.activating' }),
        activated: intl.formatMessage({ id: 'billing.pay.stage.activated' }),
        success: intl.formatMessage({ id: 'billing.pay.paid' }),
      }}
      cardChoice={cardChoice}
      showCardField={card === 'new'}
      returnFocusTo={returnFocusTo}
    />
  );
}
