import {
  type CardPaymentStage,
  cardPaymentMachine,
  cardPaymentStage,
  type LicenseAdjustmentSnapshot,
  licenseAdjustmentMachine,
} from '@app/machines';
import type { Frequency } from '@app/pricing';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ActorOptions, type ActorRefFrom, type AnyActorLogic, fromPromise } from 'xstate';
import { useLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { confirmCardPayment, type StripeLoader } from '../../../lib/card-provider.js';
import { useStripeOnDemand } from './use-stripe-on-demand.js';

export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

type PaymentActor = ActorRefFrom<typeof cardPaymentMachine>;

export interface AdjustmentChartInputs {
  readonly frequency: Frequency;
  readonly currentCount: number;
  readonly decreaseScheduled: boolean;
  readonly onRefresh: () => void;
  readonly stripeLoader: StripeLoader;
  readonly clock?: Clock | undefined;
}

/** What the form reads of the chart, and how it tells it what was done. */
export interface AdjustmentFormState {
  readonly send: ActorRefFrom<typeof licenseAdjustmentMachine>['send'];
  readonly context: LicenseAdjustmentSnapshot['context'];
  readonly busy: boolean;
  /** The figures of another count are on their way, or wait for the count to settle. */
  readonly previewing: boolean;
  readonly done: boolean;
  readonly confirming: boolean;
  readonly finalizeAsked: boolean;
  readonly stage: CardPaymentStage;
}

/**
 * The licence adjustment's chart (docs/licences.md#license-adjustment), its calls bound to the
 * session's client and Stripe.js loaded when a payment needs it, with what the form reads of it: the
 * count and its figures, whether they are on their way, the question, the payment's stage. It
 * follows the chart's navigation and hands on its refresh of the licence list.
 */
export function useAdjustmentForm(inputs: AdjustmentChartInputs): AdjustmentFormState {
  const { frequency, currentCount, decreaseScheduled, onRefresh, clock } = inputs;
  const { call } = useSession();
  const { language } = useLanguage();
  const stripe = useStripeOnDemand(inputs.stripeLoader, language);

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
    { input: { frequency, currentCount, decreaseScheduled }, ...(clock ? { clock } : {}) },
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

  return { send: actor.send, context, busy, previewing, done, confirming, finalizeAsked, stage };
}
