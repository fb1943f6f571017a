import type { SubscriptionInfo } from '@app/contracts';
import { accountMachine, type Feedback, failureFeedback, failureOf } from '@app/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FeedbackNotice } from '../../../components/feedback-notice/feedback-notice.js';
import { useLanguage, useLatestLanguage } from '../../../components/language-provider/language-provider.js';
import { useSession } from '../../../components/session-provider/session-provider.js';
import { type AccountBillingState, useAccountBilling } from '../account-billing/account-billing.js';
import { type AccountSettingsActor, useAccountSettings } from '../account-settings/use-account-settings.js';
import type { LicenseManagementProps } from '../license-management/license-management.js';
import { useLicenseReassign } from '../license-management/use-license-reassign.js';
import type { SubscriptionDetailsProps } from '../subscription-details/subscription-details.js';
import { useArrivalFeedback } from './use-arrival-feedback.js';
import { useFragmentTarget } from './use-fragment-target.js';

/** The account machine's message for an address it refuses, shown on the field itself. */
const INVALID_EMAIL = 'account.licenses.error.invalidEmail';

type Section = 'subscription' | 'licenses';

/** What /account draws: the account read, its load failure, and what each section is given. */
export interface AccountScreenState {
  readonly info: SubscriptionInfo | null;
  readonly loadFailure: Feedback | null;
  /** Reads the account again (after a failed load, or an answered invitation). */
  readonly refresh: () => void;
  readonly settings: AccountSettingsActor;
  readonly billing: AccountBillingState;
  readonly subscription: SubscriptionDetailsProps;
  /** Only an Enterprise owner's subscription has licences to manage. */
  readonly licenses: LicenseManagementProps | null;
}

/** The account chart, its calls bound to the session's client, and its state as the screen reads it. */
function useAccountChart() {
  const { call } = useSession();
  const { language } = useLanguage();
  // The `lang` of send-invitation (docs/languages.md#lang-in-calls): the language the page is shown in when
  // the invitation goes.
  const languageRef = useLatestLanguage();
  const actor = useActorRef(
    accountMachine.provide({
      actors: {
        loadSubscriptionInfo: fromPromise(() => call('subscriptionInfo')),
        unsubscribe: fromPromise(() => call('unsubscribe')),
        sendInvitation: fromPromise(({ input }) =>
          call('sendInvitation', { ...input, lang: languageRef.current }),
        ),
        dissociate: fromPromise(({ input }) => call('dissociate', input)),
      },
    }),
    { input: { lang: language } },
  );
  const state = {
    info: useSelector(actor, (snapshot) => snapshot.context.info),
    feedback: useSelector(actor, (snapshot) => snapshot.context.feedback),
    loading: useSelector(actor, (snapshot) => snapshot.hasTag('loading')),
    busy: useSelector(actor, (snapshot) => snapshot.hasTag('busy')),
    confirmingCancel: useSelector(actor, (snapshot) => snapshot.matches('confirmingCancel')),
    cancelling: useSelector(actor, (snapshot) => snapshot.matches('cancelling')),
    inviting: useSelector(actor, (snapshot) => snapshot.matches('inviting')),
    removing: useSelector(actor, (snapshot) => snapshot.matches('removing')),
    confirmingRemoval: useSelector(actor, (snapshot) =>
      snapshot.matches('confirmingRemoval') ? snapshot.context.removal : null,
    ),
  };
  return { actor, ...state };
}

/**
 * docs/subscriptions-and-money.md#account-page: a failed load or a lost invitation is only logged. A
 * 401/403 needs nothing here: the API client ends the session and this page then sends the user to
 * /signin. A failed load is said (with a retry) until the next load starts.
 */
function useLoadFailure(chart: ReturnType<typeof useAccountChart>): Feedback | null {
  const { actor, loading } = chart;
  const [loadFailure, setLoadFailure] = useState<Feedback | null>(null);
  useEffect(() => {
    const subscription = actor.on('failure.logged', (event) => {
      console.warn(`[account] ${event.call} failed`, event.error);
      if (event.call === 'subscriptionInfo')
        setLoadFailure(failureFeedback(failureOf(event.error), 'errors.network'));
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (loading) setLoadFailure(null);
  }, [loading]);
  return loadFailure;
}

/**
 * /account's wiring (docs/subscriptions-and-money.md#account-page): the account chart, the settings and
 * billing beside it, and what each section is given: the subscription's details with cancelling, and
 * an Enterprise owner's licences (the invitation field, removal after a question, the focus after it).
 */
export function useAccountScreen({
  loadStripe,
  today,
}: {
  loadStripe: () => void;
  today: Date;
}): AccountScreenState {
  const intl = useIntl();
  const chart = useAccountChart();
  const { actor, info, feedback, loading, busy, removing, confirmingRemoval } = chart;
  const refresh = () => actor.send({ type: 'ACCOUNT.REFRESH' });
  // docs/accounts.md#sessions-list: sessions, two-factor sign-in and the customer's data.
  const settings = useAccountSettings();
  // docs/subscriptions-and-money.md#billing: what the customer pays, the card, billing details,
  // unpaid renewals, resuming.
  const billing = useAccountBilling({
    info,
    refresh,
    dismissFeedback: () => actor.send({ type: 'ACCOUNT.DISMISS_FEEDBACK' }),
    loadStripe,
    today,
  });

  // A mail's link to `#billing` reaches the banner (or the section) once the account is read.
  useFragmentTarget(info !== null);
  const arrived = useArrivalFeedback();
  const loadFailure = useLoadFailure(chart);

  // Which section's action the machine's single feedback answers, so it shows next to it.
  const [feedbackSection, setFeedbackSection] = useState<Section>('subscription');
  const [email, setEmail] = useState('');
  const [removingEmail, setRemovingEmail] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const licensesHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (feedback?.kind === 'message' && feedback.id === 'account.licenses.inviteSent') setEmail('');
    if (feedback?.kind === 'message' && feedback.id === INVALID_EMAIL) emailRef.current?.focus();
  }, [feedback]);

  // The removed row takes its button, and the focus, with it: bring focus back to the section.
  useEffect(() => {
    if (removingEmail && !removing && !loading) {
      setRemovingEmail(null);
      licensesHeadingRef.current?.focus();
    }
  }, [removingEmail, removing, loading]);

  const invalidEmail = feedback?.kind === 'message' && feedback.id === INVALID_EMAIL;
  const notice = (section: Section) =>
    feedback && !invalidEmail && feedbackSection === section ? <FeedbackNotice feedback={feedback} /> : null;
  const answering = (section: Section, event: Parameters<typeof actor.send>[0]) => {
    setFeedbackSection(section);
    actor.send(event);
  };

  // docs/licences.md#reassign: done, the page says so and reads the list again; the reassigned row
  // (and its button) is gone once read, so the focus goes back to the section as after a removal.
  const [reassigned, setReassigned] = useState(false);
  const reassign = useLicenseReassign(info?.subscriptionToken ?? null, () => {
    setReassigned(true);
    answering('licenses', { type: 'ACCOUNT.LICENSE_REASSIGNED' });
  });
  useEffect(() => {
    if (reassigned && !loading) {
      setReassigned(false);
      licensesHeadingRef.current?.focus();
    }
  }, [reassigned, loading]);

  const subscription: SubscriptionDetailsProps = {
    info,
    busy: busy || loading,
    cancelling: chart.cancelling,
    confirmingCancel: chart.confirmingCancel,
    feedback: notice('subscription') ?? billing.resumeFeedback,
    onCancel: () => answering('subscription', { type: 'ACCOUNT.CANCEL' }),
    onCancelConfirmed: () => actor.send({ type: 'ACCOUNT.CANCEL_CONFIRMED' }),
    onCancelDismissed: () => actor.send({ type: 'ACCOUNT.CANCEL_DISMISSED' }),
    resume: billing.resume,
    today,
  };

  const showLicenses = info?.accountType === 'enterprise' && Boolean(info.subscriptionToken);
  const licenses: LicenseManagementProps | null =
    info && showLicenses
      ? {
          info,
          email,
          onEmailChange: (value) => {
            setEmail(value);
            if (invalidEmail) actor.send({ type: 'ACCOUNT.DISMISS_FEEDBACK' });
          },
          emailError: invalidEmail ? intl.formatMessage({ id: INVALID_EMAIL }) : undefined,
          onInvite: () => answering('licenses', { type: 'ACCOUNT.INVITE', email }),
          onRemove: (licenseEmail) =>
            answering('licenses', { type: 'ACCOUNT.REMOVE_LICENSE', email: licenseEmail }),
          onRemoveConfirmed: () => {
            setRemovingEmail(confirmingRemoval);
            actor.send({ type: 'ACCOUNT.REMOVE_CONFIRMED' });
          },
          onRemoveDismissed: () => actor.send({ type: 'ACCOUNT.REMOVE_DISMISSED' }),
          confirmingRemoval,
          busy: busy || loading,
          inviting: chart.inviting,
          removingEmail,
          feedback: notice('licenses') ?? (arrived ? <FeedbackNotice feedback={arrived} /> : null),
          emailRef,
          headingRef: licensesHeadingRef,
          reassign,
          today,
        }
      : null;

  return { info, loadFailure, refresh, settings, billing, subscription, licenses };
}
